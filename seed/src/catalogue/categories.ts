/**
 * The category tree below /categories. Each department is a root; products sit in leaves.
 * `blurb` is the category's voice in its meta description (brand names are added per category
 * from the products it holds).
 */
export interface CategoryNode {
  segment: string;
  name: string;
  blurb: string;
  /** Page title override (department roots). */
  metaTitle?: string;
  children?: readonly CategoryNode[];
}

export const categoryTree: readonly (CategoryNode & { department: string })[] = [
  {
    department: 'women',
    segment: 'women',
    metaTitle: "Women's Clothing, Shoes & Accessories",
    name: 'Women',
    blurb: "women's dresses, tops, denim, shoes and accessories",
    children: [
      {
        segment: 'dresses',
        name: 'Dresses',
        blurb: 'dresses for every day and every occasion',
        children: [
          { segment: 'maxi-dresses', name: 'Maxi Dresses', blurb: 'floor-sweeping maxi dresses in satin, chiffon and print' },
          { segment: 'midi-dresses', name: 'Midi Dresses', blurb: 'midi dresses that work from desk to dinner' },
          { segment: 'mini-dresses', name: 'Mini Dresses', blurb: 'mini dresses for parties, holidays and weekends' },
          { segment: 'bridesmaid-dresses', name: 'Bridesmaid Dresses', blurb: 'bridesmaid dresses in a spectrum of shades to match every wedding palette' },
        ],
      },
      { segment: 'tops', name: 'Tops', blurb: 'blouses, cami tops and T-shirts' },
      { segment: 'knitwear', name: 'Knitwear', blurb: 'jumpers and cardigans in soft wool blends and cotton knits' },
      { segment: 'coats-jackets', name: 'Coats & Jackets', blurb: 'trench coats, tailored coats, blazers and jackets' },
      { segment: 'jeans', name: 'Jeans', blurb: 'jeans in every fit, from skinny to wide leg' },
      { segment: 'trousers', name: 'Trousers', blurb: 'tailored, wide-leg and cigarette trousers' },
      { segment: 'skirts', name: 'Skirts', blurb: 'midi, pleated, pencil and mini skirts' },
      { segment: 'jumpsuits-playsuits', name: 'Jumpsuits & Playsuits', blurb: 'one-and-done jumpsuits and playsuits' },
      { segment: 'shoes', name: 'Shoes', blurb: 'heels, boots, trainers and sandals' },
      { segment: 'bags-accessories', name: 'Bags & Accessories', blurb: 'handbags, clutch bags and jewellery' },
      { segment: 'occasion', name: 'Occasionwear', blurb: 'wedding guest dresses, occasion jumpsuits and evening looks' },
      { segment: 'going-out', name: 'Going Out', blurb: 'party dresses, corset tops and sequins for nights out' },
    ],
  },
  {
    department: 'men',
    segment: 'men',
    metaTitle: "Men's Clothing, Suits & Shoes",
    name: 'Men',
    blurb: "men's clothing, suits and shoes",
    children: [
      { segment: 'shirts', name: 'Shirts', blurb: 'Oxford, linen and check shirts' },
      { segment: 'suits', name: 'Suits & Tailoring', blurb: 'suit jackets and trousers in slim and tailored fits' },
      { segment: 't-shirts', name: 'T-Shirts & Polos', blurb: 'T-shirts and polo shirts in soft cotton' },
      { segment: 'jeans', name: 'Jeans', blurb: "men's jeans in slim, straight and tapered fits" },
      { segment: 'knitwear', name: 'Knitwear', blurb: 'crew necks, quarter zips and cardigans' },
      { segment: 'coats-jackets', name: 'Coats & Jackets', blurb: 'overcoats, bombers, puffers and denim jackets' },
      { segment: 'shoes', name: 'Shoes & Boots', blurb: 'brogues, Chelsea boots, loafers and trainers' },
    ],
  },
  {
    department: 'kids',
    segment: 'kids',
    metaTitle: "Kids' Clothing & Babywear",
    name: 'Kids',
    blurb: "kids' clothing for girls, boys and babies",
    children: [
      { segment: 'girls', name: 'Girls', blurb: "girls' dresses, tops, jumpers and coats" },
      { segment: 'boys', name: 'Boys', blurb: "boys' T-shirts, shirts, jeans and coats" },
      { segment: 'baby', name: 'Baby', blurb: 'sleepsuits, baby dresses and first knits' },
    ],
  },
  {
    department: 'home',
    segment: 'home',
    metaTitle: "Home & Living",
    name: 'Home',
    blurb: 'bedding, soft furnishings, candles, tableware and lighting',
    children: [
      { segment: 'bedding', name: 'Bedding', blurb: 'duvet cover sets and bedspreads' },
      { segment: 'cushions-throws', name: 'Cushions & Throws', blurb: 'cushions and throws to layer every room' },
      { segment: 'candles-fragrance', name: 'Candles & Home Fragrance', blurb: 'scented candles and reed diffusers' },
      { segment: 'tableware', name: 'Tableware', blurb: 'mugs, dinner sets and serveware' },
      { segment: 'lighting', name: 'Lighting', blurb: 'table lamps and floor lamps' },
      { segment: 'home-accessories', name: 'Home Accessories', blurb: 'vases and planters' },
    ],
  },
  {
    department: 'beauty',
    segment: 'beauty',
    metaTitle: "Beauty: Makeup, Skincare & Fragrance",
    name: 'Beauty',
    blurb: 'makeup, skincare, fragrance and haircare',
    children: [
      { segment: 'makeup', name: 'Makeup', blurb: 'lipsticks, eyeshadow palettes and foundations' },
      { segment: 'skincare', name: 'Skincare', blurb: 'serums, moisturisers and cleansers' },
      { segment: 'fragrance', name: 'Fragrance', blurb: 'eau de parfum, eau de toilette and body mists' },
      { segment: 'haircare', name: 'Haircare', blurb: 'shampoos, conditioners, oils and masks' },
    ],
  },
];

import { describe, expect, it } from 'vitest';
import { palettes } from '@storefront/seed/catalogue/colours';
import {
  chatTokens,
  combineCriteria,
  criteriaLookup,
  describeCriteria,
  hasCriteria,
  readShopperMessage,
  relaxations,
  replySentence,
  toChatProduct,
  type ChatVocabulary,
} from './chat-assistant';
import { buildListingProduct, type ProductDraft } from './listing-product';

/** What women's dresses offer, as the search engine's facets give it. */
const dresses: ChatVocabulary = {
  values: {
    colourFacets: ['Pink', 'Green', 'Blue', 'Red', 'Navy', 'Black', 'White', 'Gold', 'Cream'],
    styleTaxonomy: ['Midi Dresses', 'Mini Dresses', 'Maxi Dresses', 'Bridesmaid Dresses'],
    occasion: ['Holiday', 'Casual', 'Wedding Guest', 'Evening', 'Party', 'Bridesmaid'],
    fabrication: ['Satin', 'Chiffon', 'Linen Blend', 'Sequin'],
    neckline: ['V-Neck', 'Square Neck'],
    sleeveLength: ['Long Sleeve', 'Sleeveless'],
    brand: ['Coast', 'Nasty Gal', 'Dorothy Perkins'],
    sizes: ['6', '8', '10', '12', '14'],
  },
  colours: Object.values(palettes).flat().map((colour) => ({ label: colour.label, facet: colour.facet, hex: colour.hex })),
};

const read = (text: string) => readShopperMessage(text, dresses);

describe('reading a shopper’s message', () => {
  it('splits words and makes plurals singular', () => {
    expect(chatTokens('Red DRESSES for weddings, size 12!')).toEqual(['red', 'dress', 'for', 'wedding', 'size', '12']);
  });

  it('finds the colour and the occasion of “red dress for a wedding”', () => {
    expect(read('red dress for a wedding')).toEqual({ facets: { colourFacets: ['Red'], occasion: ['Wedding Guest'] } });
  });

  it('knows the catalogue’s colour names by their facet (burgundy is red, dusty rose pink, sage green)', () => {
    expect(read('a burgundy or dusty rose maxi').facets).toEqual({ colourFacets: ['Red', 'Pink'], styleTaxonomy: ['Maxi Dresses'] });
    expect(read('something in sage').facets.colourFacets).toEqual(['Green']);
    expect(read('something clear and simple').facets.colourFacets).toBeUndefined();
  });

  it('finds styles, fabrics, necklines, sleeves and brands by their distinctive words', () => {
    expect(read('long sleeve satin midi from Nasty Gal with a v neck').facets).toEqual({
      styleTaxonomy: ['Midi Dresses'],
      fabrication: ['Satin'],
      neckline: ['V-Neck'],
      sleeveLength: ['Long Sleeve'],
      brand: ['Nasty Gal'],
    });
    expect(read('a linen dress').facets.fabrication).toEqual(['Linen Blend']);
    expect(read('a long dress').facets.sleeveLength).toBeUndefined();
  });

  it('reads sizes only when named as sizes, and only those the scope has', () => {
    expect(read('in a size 12 please').facets.sizes).toEqual(['12']);
    expect(read('uk 8 or size 10').facets.sizes).toEqual(['8', '10']);
    expect(read('size 30').facets.sizes).toBeUndefined();
    expect(read('12 red dresses').facets.sizes).toBeUndefined();
  });

  it('reads budgets', () => {
    expect(read('under £80')).toMatchObject({ maxPrice: 80 });
    expect(read('no more than 45.50')).toMatchObject({ maxPrice: 45.5 });
    expect(read('over £100')).toMatchObject({ minPrice: 100 });
    expect(read('between £30 - £60')).toMatchObject({ minPrice: 30, maxPrice: 60 });
  });

  it('finds nothing in small talk', () => {
    expect(hasCriteria(read('hello there'))).toBe(false);
    expect(hasCriteria(read('under £20'))).toBe(true);
  });
});

describe('answering', () => {
  it('keeps earlier wishes unless the latest message changes them', () => {
    const combined = combineCriteria([read('red dress for a wedding'), read('under £80')], read('in navy, size 10'));
    expect(combined).toEqual({ facets: { colourFacets: ['Navy'], occasion: ['Wedding Guest'], sizes: ['10'] }, maxPrice: 80 });
  });

  it('turns wishes into a product lookup', () => {
    expect(criteriaLookup(read('red or navy satin dress for a wedding, size 12, under £80'))).toEqual({
      filters: { colourFacets: ['Red', 'Navy'], occasion: ['Wedding Guest'], fabrication: ['Satin'], sizes: ['12'] },
      price: { max: 80 },
    });
    expect(criteriaLookup(read('hello!'))).toEqual({ filters: {}, price: undefined });
  });

  it('drops the most specific wishes first when nothing matches', () => {
    const steps = relaxations(read('red satin dress for a wedding, size 12, under £80'));
    expect(steps.map((step) => step.dropped.at(-1) ?? 'none')).toEqual(['none', 'sizes', 'price', 'fabrication', 'occasion', 'colourFacets']);
    expect(steps.at(-1)!.criteria).toEqual({ facets: {} });
  });

  it('says what it found, what it left out, and invites small talk to ask', () => {
    const asked = read('red dress for a wedding in a size 4');
    const used = { facets: { colourFacets: ['Red'], occasion: ['Wedding Guest'] } };
    expect(describeCriteria(asked)).toEqual(['red', 'Wedding Guest']);
    expect(replySentence({ asked: read('red dress for a wedding'), used: read('red dress for a wedding'), dropped: [], total: 23, shown: 4, scope: 'dresses' })).toBe(
      'I found 23 dresses — red, Wedding Guest. Here are my top 4:',
    );
    expect(replySentence({ asked: { ...asked, maxPrice: 20 }, used, dropped: ['price'], total: 1, shown: 1, scope: 'dresses' })).toBe(
      'I found one match — red, Wedding Guest. Nothing matched every wish, so I left out the budget. Here is my top pick:',
    );
    expect(replySentence({ asked: read('hi'), used: read('hi'), dropped: [], total: 600, shown: 4, scope: 'dresses' })).toMatch(/^Here are some of our most-loved dresses\. Tell me a colour/);
    expect(replySentence({ asked, used: asked, dropped: [], total: 0, shown: 0, scope: 'dresses' })).toBe('Sorry, I couldn’t find any dresses matching red, Wedding Guest. Try another colour or occasion?');
  });

  it('suggests a product in the colour asked for, with its link, price and why', () => {
    const draft: ProductDraft = {
      recordId: 'CST1', id: 'CST1', key: 'CST1', slug: 'satin-midi-dress', name: 'Satin Midi Dress', brandName: 'Coast', department: 'women', description: '',
      breadcrumbs: [], categorySlugs: ['women/dresses'], categoryNames: ['Dresses'], images: [], sizes: ['10', '12'], isPremier: false, hasGiftWithPurchase: false,
      variantSkus: [], price: 60, wasPrice: 80, defaultColour: 'black', occasion: 'Wedding Guest', styleTaxonomy: 'Midi Dresses',
      variants: [
        { colour: 'black', colourLabel: 'Black', colourFacet: 'Black', images: ['/_img/products/CST1/black/1'], price: 60, wasPrice: 80, sizesInStock: ['10'] },
        { colour: 'red', colourLabel: 'Red', colourFacet: 'Red', images: ['/_img/products/CST1/red/1'], price: 60, wasPrice: 80, sizesInStock: ['10', '12'] },
      ],
    };
    const built = buildListingProduct(draft, { position: 1, selectedSizes: [] });
    if ('error' in built) throw new Error(built.error);
    expect(toChatProduct(built.product, read('red dress for a wedding in a size 12'))).toEqual({
      product_id: 'CST1',
      product_name: 'Satin Midi Dress',
      product_price: '£80.00',
      product_salePrice: '£60.00',
      product_url: '/product/satin-midi-dress?colour=red&size=12',
      product_image: '/_img/products/CST1/red/1?w=160&h=240&fit=fill&fm=webp&q=75',
      product_availability: 'In stock',
      matchReason: 'Red · Wedding Guest · in size 12',
    });
  });
});

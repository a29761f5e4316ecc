import type { Feature } from '@storefront/reviews/vocabulary';
import type { ProfileId } from '../profiles';
import type { Tone } from './topics';

/** How reviews begin: why and for whom the shopper bought. */
export const openers: Record<ProfileId | 'any', readonly string[]> = {
  garment: [
    'Bought {this} {occasionFor}.',
    'I\u2019m usually a {size} and ordered my usual size.',
    'Ordered {this} in {colour} after seeing {them} on the website.',
    'Treated myself to {this} in the sale.',
    'I was unsure about ordering online, but I\u2019m glad I did.',
    'Second time buying from {brand} and I\u2019m impressed again.',
  ],
  kidswear: ['Bought {this} for my {child}.', 'Ordered for my {child}\u2019s birthday.', 'My {child} picked {this} out.', 'Bought as a gift for my {child}.'],
  footwear: ['I\u2019m a {size} in most brands.', 'Bought {this} {occasionFor}.', 'Ordered {this} in {colour}.', 'I needed a new pair and went for {this}.'],
  bag: ['Bought as a gift for {recipient}.', 'Treated myself to {this}.', 'I\u2019d been looking for a new bag for ages.', 'Ordered {this} in {colour}.'],
  jewellery: ['Bought as a gift for {recipient}.', 'Treated myself to {this}.', 'I wear {this} most days now.'],
  hometextile: ['Bought {this} for our new home.', 'Ordered {this} to refresh the bedroom.', 'Bought as a housewarming gift.'],
  homeware: ['Bought {this} for our new home.', 'Ordered to refresh the living room.', 'Bought as a housewarming gift for {recipient}.'],
  homescent: ['Bought {this} for the living room.', 'Bought as a gift for {recipient}.', 'This is my second one.'],
  fragrance: ['I\u2019ve been wearing {this} for a few weeks now.', 'Bought as a gift for {recipient}.', 'This is my second bottle.', 'I bought {this} after trying it in store.'],
  skincare: ['I\u2019ve been using {this} every day for a month.', 'Bought after seeing {them} recommended online.', 'I have sensitive skin, so I was wary.', 'Picked {this} up as a treat.'],
  makeup: ['I\u2019ve been wearing {this} every day for a few weeks.', 'Bought after seeing {them} recommended online.', 'Picked {this} up as a treat.'],
  haircare: ['I\u2019ve been using {this} twice a week for a month.', 'My hair is long and frizzy, so I was hopeful.', 'Bought after a friend recommended {them}.'],
  any: ['Bought {this} recently.'],
};

/** How reviews end, by the review's overall tone. */
export const closers: Record<Tone, readonly string[]> = {
  pos: ['Would definitely buy again.', 'Highly recommend!', 'Love {them}!', 'Really pleased with {this}.', 'Can\u2019t fault {them}.', 'Thinking about ordering {them} in {otherColour} too.'],
  mixed: ['Not perfect, but I\u2019m keeping {them}.', 'Would probably buy again in the sale.', 'Okay overall.'],
  neg: ['Sent {them} back for a refund.', 'Really disappointed.', 'Won\u2019t be ordering again.', 'Such a shame.'],
};

export const titlesByRating: Record<1 | 2 | 3 | 4 | 5, readonly string[]> = {
  5: ['Absolutely love {them}', 'Perfect!', 'Gorgeous', 'Love love love', 'Beautiful {noun}', 'Exactly what I wanted', 'So pleased', 'Stunning', 'My new favourite', 'Amazing', 'Obsessed', 'Brilliant buy'],
  4: ['Really nice', 'Lovely {noun}', 'Very happy', 'Great buy', 'Really pleased', 'Nice {noun}', 'Good purchase', 'Almost perfect'],
  3: ['It\u2019s okay', 'Nice but not perfect', 'Mixed feelings', 'Average', 'Not bad', 'Does the job', 'Good, not great'],
  2: ['Disappointed', 'Not what I expected', 'Not for me', 'Expected better', 'Not great'],
  1: ['Sent {them} back', 'Very disappointed', 'Awful', 'Would not recommend', 'Returned', 'Waste of money'],
};

/** Titles that lead with the review's first feature. */
export const featureTitles: Partial<Record<Feature, Partial<Record<Tone, readonly string[]>>>> = {
  colour: { pos: ['Gorgeous colour', 'Beautiful colour'], neg: ['Colour not as pictured'] },
  material: { pos: ['Lovely fabric', 'Beautiful material'], neg: ['Thin fabric'] },
  comfort: { pos: ['So comfortable', 'Comfy and stylish'], neg: ['Not comfortable'] },
  quality: { pos: ['Great quality', 'Quality piece'], neg: ['Poor quality'] },
  style: { pos: ['So many compliments', 'Stylish'] },
  value: { pos: ['Great value'], neg: ['Overpriced'] },
  delivery: { pos: ['Speedy delivery'], neg: ['Slow delivery'] },
  size: { pos: ['Perfect size'], neg: ['Smaller than expected'] },
  packaging: { pos: ['Beautifully packaged'], neg: ['Arrived damaged'] },
  scent: { pos: ['Smells amazing', 'Gorgeous scent'], neg: ['Not a nice scent'] },
  longevity: { pos: ['Lasts all day', 'Long lasting'], neg: ['Doesn\u2019t last'] },
  texture: { pos: ['Lovely texture'], neg: ['Greasy texture'] },
  results: { pos: ['Visible results', 'Really works'], neg: ['No difference'] },
};

/** The brand's answers: thanks for praise, an apology and a way forward for a complaint. */
export const responseTexts: Record<'thanks' | 'apology', readonly string[]> = {
  thanks: [
    'Hi {name}, thank you so much for your lovely review. We\u2019re so pleased you love your {noun}!',
    'Thanks for taking the time to leave a review, {name}. Enjoy your new {noun}!',
    'Hi {name}, we\u2019re thrilled to hear this. Thank you for shopping with {brand}.',
  ],
  apology: [
    'Hi {name}, thank you for your review. We\u2019re sorry to hear {issue}. Please get in touch with our Customer Care team so we can put this right.',
    'Hi {name}, we\u2019re sorry your {noun} {wasnt} quite right. Your feedback has been passed to our product team, and our Customer Care team will be happy to help with a return or exchange.',
    'Thanks for letting us know, {name}. We\u2019re sorry to hear {issue}. We\u2019d love the chance to make it right, so please contact our Customer Care team.',
  ],
};

/** What an apology names, from the review's main complaint. */
export const issues: Partial<Record<Feature, string>> = {
  fit: 'the sizing wasn\u2019t right for you',
  size: 'the size wasn\u2019t what you expected',
  material: 'you were disappointed with the fabric',
  colour: 'the colour wasn\u2019t what you expected',
  comfort: 'your {noun} {wasnt} comfortable',
  quality: 'about the quality of your {noun}',
  delivery: 'your delivery didn\u2019t go smoothly',
  packaging: 'your order arrived damaged',
  value: 'you felt {it} {wasnt} good value',
  scent: 'the scent wasn\u2019t for you',
  longevity: '{it} didn\u2019t last as long as you hoped',
  texture: 'the texture didn\u2019t suit you',
  results: 'you haven\u2019t seen the results you hoped for',
};

/** Where a wearer went: "Wore it to a wedding". */
export const occasionPlaces: Record<string, { to: string; for: string }> = {
  'Wedding Guest': { to: 'to a wedding', for: 'for a wedding' },
  Bridesmaid: { to: 'as a bridesmaid', for: 'for my sister\u2019s wedding' },
  Casual: { to: 'out for lunch with friends', for: 'for everyday' },
  Workwear: { to: 'to work', for: 'for work' },
  Evening: { to: 'to a dinner party', for: 'for a birthday dinner' },
  Holiday: { to: 'on holiday', for: 'for my holiday' },
  Prom: { to: 'to prom', for: 'for prom' },
  Party: { to: 'to a party', for: 'for a night out' },
  Races: { to: 'to the races', for: 'for a day at the races' },
};

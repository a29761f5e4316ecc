import type { DescriptionKind } from './product-type';
import type { Random } from './random';

export interface DescriptionInput {
  kind: DescriptionKind;
  name: string;
  brand: string;
  noun: string;
  attributes: Readonly<Record<string, string>>;
  occasion: string | null;
}

const openers: Record<string, readonly string[]> = {
  'Wedding Guest': ['Made for wedding season', 'Ready for every invitation on the fridge'],
  Bridesmaid: ['Designed with the bridal party in mind', 'Made to stand beside the bride'],
  Evening: ['Designed for evenings out', 'Ready for candlelit dinners'],
  Party: ['Made for nights out', 'Built for the dance floor'],
  Holiday: ['Pack it for sunny days', 'Made for long, warm evenings away'],
  Races: ['Made for race day'],
  Prom: ['Made for big nights'],
  Workwear: ['Polished enough for the office', 'A smart take on the working week'],
  Casual: ['An easy everyday piece', 'A weekend favourite in the making'],
};

const lower = (text: string) => text.toLowerCase().replace(/\bv-neck\b/g, 'V-neck').replace(/\bt-shirt/g, 'T-shirt');

function garmentFeatures(a: Readonly<Record<string, string>>): string[] {
  const features: string[] = [];
  if (a.neckline && a.neckline !== 'Hood') features.push(`a ${lower(a.neckline)}${/neck/i.test(a.neckline) ? '' : ' neckline'}`);
  if (a.neckline === 'Hood') features.push('a drawstring hood');
  const sleeves: Record<string, string> = {
    Strappy: 'thin adjustable straps',
    Sleeveless: 'a sleeveless cut',
    'Short Sleeve': 'short sleeves',
    'Puff Sleeve': 'voluminous puff sleeves',
    'Flutter Sleeve': 'floaty flutter sleeves',
    'Long Sleeve': 'long sleeves',
    'Cape Sleeve': 'dramatic cape sleeves',
  };
  if (a.sleeveLength && sleeves[a.sleeveLength]) features.push(sleeves[a.sleeveLength]!);
  const silhouettes: Record<string, string> = {
    Slip: 'a fluid bias-cut slip shape',
    Wrap: 'a flattering wrap front with a tie waist',
    Tiered: 'a tiered skirt with plenty of movement',
    Bodycon: 'a close, body-skimming fit',
    Corset: 'a boned corset bodice',
    Ruched: 'ruched sides',
    Pleated: 'knife pleats that swing as you move',
    Pencil: 'a sleek pencil shape',
    Smock: 'a shirred smock bodice',
    Skater: 'a fitted waist and skater skirt',
  };
  if (a.silhouette && silhouettes[a.silhouette]) features.push(silhouettes[a.silhouette]!);
  if (a.fit && !a.neckline) features.push(`a ${lower(a.fit.replace(/ Fit$/, ''))} fit`);
  if (a.knit && a.knit !== 'Fine Knit' && a.knit !== 'Sweat') features.push(`a ${lower(a.knit)} texture`);
  return features.slice(0, 3);
}

function joinList(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

function careNote(material: string | undefined): string {
  if (!material) return 'Machine wash at 30°C.';
  if (/velvet|sequin|embellished|tweed|wool|cashmere|boucle|leather|suede|organza/i.test(material)) return 'Specialist dry clean only.';
  if (/satin|chiffon|crepe|lace|plisse|pleated/i.test(material)) return 'Hand wash cold or dry clean.';
  return 'Machine wash at 30°C.';
}

const lengthNotes: Record<string, string> = {
  Maxi: 'It falls to the ankle on our 5ft 9in model, who wears a UK 10.',
  Midi: 'It falls to mid-calf on our 5ft 9in model, who wears a UK 10.',
  Mini: 'It sits mid-thigh on our 5ft 9in model, who wears a UK 10.',
};

export function describeProduct(input: DescriptionInput, random: Random): string {
  const { kind, name, brand, attributes: a } = input;
  const material = a.material && !/formula/i.test(a.material) ? lower(a.material) : undefined;
  switch (kind) {
    case 'clothing': {
      const opener = random.pick(openers[input.occasion ?? 'Casual'] ?? openers.Casual!);
      const made = material ? ` in ${material}` : '';
      const features = garmentFeatures(a);
      const print = a.pattern && a.pattern !== 'Plain' ? ` The ${lower(a.pattern === 'Animal' ? 'leopard' : a.pattern)} print is designed in-house.` : '';
      const fit = (a.length && lengthNotes[a.length]) ?? 'True to size: take your usual size.';
      return `${opener}, this ${lower(name)} from ${brand} comes${made}${features.length ? ` with ${joinList(features)}` : ''}.${print} ${fit} ${careNote(a.material)}`;
    }
    case 'footwear': {
      const heel = a.heelHeight ? ` on a ${lower(a.heelHeight)}` : '';
      return `The ${lower(name)} from ${brand}${material ? `, in ${material}` : ''}${heel}. A cushioned insole keeps them comfortable from morning to night. True to size; if you are between sizes, go up.`;
    }
    case 'bag': {
      const height = random.int(14, 32);
      const width = height + random.int(4, 14);
      return `A ${lower(input.noun)} from ${brand}${material ? ` in ${material}` : ''}, with an internal zip pocket and a magnetic fastening. Roomy enough for your phone, purse and keys. H ${height}cm x W ${width}cm x D ${random.int(5, 14)}cm.`;
    }
    case 'jewellery':
      return `The ${lower(name)} from ${brand}, finished in ${lower(a.material ?? 'gold plate')}${a.stone && a.stone !== 'None' ? ` and set with ${lower(a.stone)}` : ''}. Nickel free and presented in a gift pouch.`;
    case 'kids':
      return `A ${lower(name)} from ${brand}${material ? ` in soft ${material}` : ''}, made to keep up with play. Easy to wash and quick to dry. ${careNote(a.material)}`;
    case 'home':
      return describeHome(input, random);
    case 'beauty':
      return describeBeauty(input);
  }
}

function describeHome(input: DescriptionInput, random: Random): string {
  const { name, brand, noun, attributes: a } = input;
  const material = a.material ? lower(a.material) : 'quality materials';
  const inMaterial = name.toLowerCase().includes(material) ? '' : ` in ${material}`;
  switch (noun) {
    case 'Duvet Cover Set':
      return `The ${lower(name)} from ${brand}${inMaterial}. The set includes a duvet cover with button fastening and two housewife pillowcases (one with the single size). Machine washable at 40°C.`;
    case 'Bedspread':
      return `A ${lower(name)} from ${brand} to layer over your bedding${inMaterial ? `,${inMaterial}` : ''}. Generously sized to drape over the sides of the bed.`;
    case 'Cushion':
      return `A ${lower(name)} from ${brand}${inMaterial}, with a plump feather-rich pad and a removable cover with a concealed zip. ${a.shape === 'Rectangular' ? '30 x 50cm.' : '45 x 45cm.'}`;
    case 'Throw':
      return `The ${lower(name)} from ${brand}: a cosy layer for the sofa or the end of the bed. 130 x 170cm.`;
    case 'Candle':
      return `${a.scent} in a hand-poured ${lower(a.material ?? 'soy wax')} candle from ${brand}, with cotton wicks and a reusable glass vessel. Burn time approx. ${a.size === '200g' ? 40 : 60} hours.`;
    case 'Reed Diffuser':
      return `${a.scent} from ${brand}: a long-lasting reed diffuser in a glass bottle, with eight natural reeds. Lasts approx. ${random.int(8, 12)} weeks.`;
    case 'Mug':
    case 'Dinner Set':
      return `${name} from ${brand}, with a hand-finished glaze so no two pieces are exactly alike. Dishwasher and microwave safe.`;
    case 'Table Lamp':
    case 'Floor Lamp':
      return `The ${lower(name)} from ${brand}, with a ${material} base and a linen-look shade. Takes an E27 bulb (not included). Cable length 1.8m.`;
    default:
      return `The ${lower(name)} from ${brand}${inMaterial ? `,${inMaterial}` : ''}. A simple way to bring texture and colour to a shelf or table.`;
  }
}

function describeBeauty(input: DescriptionInput): string {
  const { name, brand, noun, attributes: a } = input;
  const skin = a.skinType ? ` Suitable for ${a.skinType === 'All Skin Types' ? 'all skin types' : `${a.skinType.toLowerCase()} skin`}.` : '';
  const hair = a.hairType ? ` For ${a.hairType === 'All Hair Types' ? 'all hair types' : `${a.hairType.toLowerCase()} hair`}.` : '';
  switch (noun) {
    case 'Lipstick':
      return `${name} from ${brand}: a ${lower(a.finish ?? 'satin')} finish with rich, comfortable colour that lasts. Enriched with shea butter. Vegan and cruelty free.`;
    case 'Eyeshadow Palette':
      return `The ${lower(name)} from ${brand}: buildable, blendable shades from everyday neutrals to evening depth, with a mirror in the lid.`;
    case 'Foundation':
      return `${name} from ${brand}: buildable medium coverage with a ${lower(a.finish ?? 'natural')} finish and SPF 15.${skin}`;
    case 'Eau de Parfum':
      return `${name} from ${brand}: a signature scent that opens bright and settles into a warm, lasting base.`;
    case 'Body Mist':
      return `${name} from ${brand}: a light all-over mist to spritz on skin and hair.`;
    case 'Shampoo':
    case 'Hair Oil':
    case 'Hair Mask':
      return `${name} from ${brand}, with ${lower(a.active ?? 'nourishing oils')} to leave hair soft and glossy.${hair} Free from sulphates and parabens.`;
    default:
      return `${name} from ${brand}, formulated with ${a.active ?? 'skin-loving'} ${a.active ? 'to' : 'ingredients to'} leave skin ${a.benefit === 'Brightening' ? 'brighter' : 'soft and hydrated'}.${skin} Dermatologically tested.`;
  }
}

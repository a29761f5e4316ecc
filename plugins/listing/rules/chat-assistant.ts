/**
 * The shopping assistant's understanding of a message (no external AI): words are matched to the
 * values the catalogue actually has in the shopper's scope (colours, occasions, styles, fabrics,
 * necklines, sleeves, brands), plus sizes ('size 12') and budgets ('under £80'). What is asked
 * becomes a product lookup; when nothing matches, the least important wishes are dropped one by one.
 */
import type { ChatProduct } from '@storefront/machines/chatbot.machine';
import { imageUrl } from '../../shared/image-url';
import { normaliseColourName } from '../../shared/product/rules/colours';
import { productUrl } from '../../shared/product/rules/product-links';
import type { Filters } from './facets';
import type { ListingProduct } from './listing-product';
import type { ColourReference } from './visual-colours';
import { withSearchedColour } from './visual-search';

/** Facets whose values a message may name, in the order a reply lists them. */
export const chatFacetKeys = ['colourFacets', 'styleTaxonomy', 'occasion', 'fabrication', 'neckline', 'sleeveLength', 'brand', 'sizes'] as const;
export type ChatFacetKey = (typeof chatFacetKeys)[number];

export interface ChatCriteria {
  facets: Partial<Record<ChatFacetKey, string[]>>;
  minPrice?: number;
  maxPrice?: number;
}

/** The values available in the shopper's scope, by facet; and the catalogue's named colours. */
export interface ChatVocabulary {
  values: Partial<Record<ChatFacetKey, readonly string[]>>;
  colours: readonly ColourReference[];
}

export const chatLimits = {
  maxMessageChars: 500,
  maxHistory: 8,
  productsShown: 4,
} as const;

/** Wishes dropped first when nothing matches everything: the most specific first. */
const relaxOrder: ReadonlyArray<ChatFacetKey | 'price'> = ['sizes', 'price', 'neckline', 'sleeveLength', 'fabrication', 'brand', 'occasion', 'styleTaxonomy', 'colourFacets'];

/** Words a value may leave out and still be meant ('Wedding Guest' for 'wedding'). */
const genericWords = new Set(['dress', 'guest', 'blend', 'wear', 'and', 'the']);

/** Colour names that are also everyday words or shade names nobody shops by. */
const notColourWords = new Set(['clear', 'sunset', 'smoky', 'frosted', 'noir', 'sand', 'honey', 'espresso', 'porcelain', 'caramel']);

function singular(word: string): string {
  if (word.length <= 3) return word;
  if (word.endsWith('sses')) return word.slice(0, -2);
  if (word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.endsWith('s') && !word.endsWith('ss')) return word.slice(0, -1);
  return word;
}

export function chatTokens(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9£.]+/g, ' ')
    .split(' ')
    .map((word) => word.replace(/^\.+|\.+$/g, ''))
    .filter((word) => word !== '')
    .map(singular);
}

function valueTokens(value: string): string[] {
  return chatTokens(value).filter((token) => !genericWords.has(token));
}

/** The values of a facet the message names: every distinctive word of the value is in the message. */
function namedValues(tokens: ReadonlySet<string>, values: readonly string[]): string[] {
  return values.filter((value) => {
    const required = valueTokens(value);
    return required.length > 0 && required.every((token) => tokens.has(token));
  });
}

function colourFacetsNamed(tokens: readonly string[], vocabulary: ChatVocabulary): string[] {
  const available = vocabulary.values.colourFacets ?? [];
  const byName = new Map<string, string>();
  for (const facet of available) byName.set(normaliseColourName(facet), facet);
  for (const colour of vocabulary.colours) {
    const name = normaliseColourName(colour.label);
    const facet = available.find((value) => normaliseColourName(value) === normaliseColourName(colour.facet));
    if (facet && !notColourWords.has(name) && !byName.has(name)) byName.set(name, facet);
  }
  const found: string[] = [];
  const phrases = [...tokens, ...tokens.slice(1).map((token, index) => `${tokens[index]} ${token}`)];
  for (const phrase of phrases) {
    const facet = byName.get(normaliseColourName(phrase));
    if (facet && !found.includes(facet)) found.push(facet);
  }
  return found;
}

const sizePattern = /\b(?:size|uk|in an?)\s+(\d{1,2}|xxs|xs|s|m|l|xl|xxl|one size)\b/g;
const maxPricePattern = /\b(?:under|below|less than|up to|max(?:imum)?|no more than|cheaper than)\s*£?\s*(\d+(?:\.\d{1,2})?)/;
const minPricePattern = /\b(?:over|above|more than|at least)\s*£?\s*(\d+(?:\.\d{1,2})?)/;
const rangePattern = /£\s*(\d+(?:\.\d{1,2})?)\s*(?:-|to)\s*£?\s*(\d+(?:\.\d{1,2})?)/;

function sizesNamed(text: string, available: readonly string[]): string[] {
  const found: string[] = [];
  for (const match of text.toLowerCase().matchAll(sizePattern)) {
    const size = available.find((value) => value.toLowerCase() === match[1]);
    if (size && !found.includes(size)) found.push(size);
  }
  return found;
}

/** What one message asks for, in the scope's own values. */
export function readShopperMessage(text: string, vocabulary: ChatVocabulary): ChatCriteria {
  const tokens = chatTokens(text);
  const tokenSet = new Set(tokens);
  const facets: ChatCriteria['facets'] = {};
  const colours = colourFacetsNamed(tokens, vocabulary);
  if (colours.length > 0) facets.colourFacets = colours;
  for (const key of ['styleTaxonomy', 'occasion', 'fabrication', 'neckline', 'sleeveLength', 'brand'] as const) {
    const named = namedValues(tokenSet, vocabulary.values[key] ?? []);
    if (named.length > 0) facets[key] = named;
  }
  const sizes = sizesNamed(text, vocabulary.values.sizes ?? []);
  if (sizes.length > 0) facets.sizes = sizes;
  const criteria: ChatCriteria = { facets };
  const lower = text.toLowerCase();
  const range = rangePattern.exec(lower);
  if (range) {
    criteria.minPrice = Number(range[1]);
    criteria.maxPrice = Number(range[2]);
  } else {
    const max = maxPricePattern.exec(lower);
    const min = minPricePattern.exec(lower);
    if (max) criteria.maxPrice = Number(max[1]);
    if (min) criteria.minPrice = Number(min[1]);
  }
  return criteria;
}

export function hasCriteria(criteria: ChatCriteria): boolean {
  return Object.values(criteria.facets).some((values) => values.length > 0) || criteria.minPrice !== undefined || criteria.maxPrice !== undefined;
}

/** Earlier wishes carry on unless the latest message says otherwise ('in navy instead'). */
export function combineCriteria(earlier: readonly ChatCriteria[], latest: ChatCriteria): ChatCriteria {
  const combined: ChatCriteria = { facets: {} };
  for (const criteria of [...earlier, latest]) {
    for (const [key, values] of Object.entries(criteria.facets) as Array<[ChatFacetKey, string[]]>) if (values.length > 0) combined.facets[key] = values;
    if (criteria.minPrice !== undefined || criteria.maxPrice !== undefined) {
      combined.minPrice = criteria.minPrice;
      combined.maxPrice = criteria.maxPrice;
    }
  }
  return combined;
}

/** The criteria to try, from everything asked to nothing, dropping the least important first. */
export function relaxations(criteria: ChatCriteria): Array<{ criteria: ChatCriteria; dropped: Array<ChatFacetKey | 'price'> }> {
  const steps = [{ criteria, dropped: [] as Array<ChatFacetKey | 'price'> }];
  let current = criteria;
  const dropped: Array<ChatFacetKey | 'price'> = [];
  for (const key of relaxOrder) {
    const has = key === 'price' ? current.minPrice !== undefined || current.maxPrice !== undefined : (current.facets[key]?.length ?? 0) > 0;
    if (!has) continue;
    current = key === 'price' ? { facets: current.facets } : { ...current, facets: Object.fromEntries(Object.entries(current.facets).filter(([name]) => name !== key)) };
    dropped.push(key);
    steps.push({ criteria: current, dropped: [...dropped] });
  }
  return steps;
}

/** What is asked, as a product lookup: values OR-ed within a facet, facets AND-ed; the budget on price. */
export function criteriaLookup(criteria: ChatCriteria): { filters: Filters; price: { min?: number; max?: number } | undefined } {
  const filters = Object.fromEntries(chatFacetKeys.flatMap((key) => ((criteria.facets[key]?.length ?? 0) > 0 ? [[key, criteria.facets[key]!]] : [])));
  const hasBudget = criteria.minPrice !== undefined || criteria.maxPrice !== undefined;
  return {
    filters,
    price: hasBudget ? { ...(criteria.minPrice !== undefined ? { min: criteria.minPrice } : {}), ...(criteria.maxPrice !== undefined ? { max: criteria.maxPrice } : {}) } : undefined,
  };
}

const money = (pounds: number) => `£${Number.isInteger(pounds) ? pounds : pounds.toFixed(2)}`;

/** The wishes as words: 'red', 'Wedding Guest', 'size 12', 'under £80'. */
export function describeCriteria(criteria: ChatCriteria): string[] {
  const parts: string[] = [];
  for (const key of chatFacetKeys) {
    const values = criteria.facets[key] ?? [];
    if (values.length === 0) continue;
    const joined = values.length > 1 ? `${values.slice(0, -1).join(', ')} or ${values.at(-1)}` : values[0]!;
    if (key === 'colourFacets') parts.push(joined.toLowerCase());
    else if (key === 'sizes') parts.push(`size ${joined}`);
    else parts.push(joined);
  }
  if (criteria.minPrice !== undefined && criteria.maxPrice !== undefined) parts.push(`${money(criteria.minPrice)} to ${money(criteria.maxPrice)}`);
  else if (criteria.maxPrice !== undefined) parts.push(`under ${money(criteria.maxPrice)}`);
  else if (criteria.minPrice !== undefined) parts.push(`over ${money(criteria.minPrice)}`);
  return parts;
}

const wishLabels: Record<ChatFacetKey | 'price', string> = {
  colourFacets: 'colour',
  styleTaxonomy: 'style',
  occasion: 'occasion',
  fabrication: 'fabric',
  neckline: 'neckline',
  sleeveLength: 'sleeve length',
  brand: 'brand',
  sizes: 'size',
  price: 'budget',
};

export interface ChatAnswer {
  asked: ChatCriteria;
  used: ChatCriteria;
  dropped: Array<ChatFacetKey | 'price'>;
  total: number;
  shown: number;
  /** 'dresses', 'products'. */
  scope: string;
}

/** The assistant's sentence for what it found. */
export function replySentence(answer: ChatAnswer): string {
  const { asked, used, dropped, total, shown, scope } = answer;
  if (!hasCriteria(asked)) {
    if (shown === 0) return `I couldn’t find any ${scope} right now. Please try again later.`;
    return `Here are some of our most-loved ${scope}. Tell me a colour, an occasion, a size or a budget and I’ll narrow it down.`;
  }
  if (shown === 0) return `Sorry, I couldn’t find any ${scope} matching ${describeCriteria(asked).join(', ')}. Try another colour or occasion?`;
  const matched = describeCriteria(used);
  const found = `I found ${total === 1 ? 'one match' : `${total.toLocaleString('en-GB')} ${scope}`}${matched.length > 0 ? ` — ${matched.join(', ')}` : ''}.`;
  const relaxed = dropped.length > 0 ? ` Nothing matched every wish, so I left out the ${dropped.map((key) => wishLabels[key]).join(' and ')}.` : '';
  return `${found}${relaxed} Here ${shown === 1 ? 'is my top pick' : `are my top ${shown}`}:`;
}

/** Why a product was suggested: the wishes it meets, as the shopper named them. */
export function matchReason(product: ListingProduct, criteria: ChatCriteria): string | undefined {
  const reasons: string[] = [];
  const colour = criteria.facets.colourFacets ?? [];
  const shown = product.colourVariants.find((variant) => variant.colour === product.defaultColour);
  if (colour.length > 0 && shown) reasons.push(shown.colourLabel);
  const fields: Array<[ChatFacetKey, string | undefined]> = [
    ['styleTaxonomy', product.styleTaxonomy],
    ['occasion', product.occasion],
  ];
  for (const [key, value] of fields) if (value && (criteria.facets[key] ?? []).includes(value)) reasons.push(value);
  const sizes = criteria.facets.sizes ?? [];
  if (sizes.length > 0) reasons.push(`in size ${sizes.join(' / ')}`);
  return reasons.length > 0 ? reasons.join(' · ') : undefined;
}

/**
 * A suggested product as the chat shows it (P §3 Chat product), in the colour and size asked for;
 * none when its image fails the URL rule.
 */
export function toChatProduct(product: ListingProduct, criteria: ChatCriteria): ChatProduct | undefined {
  const sizes = criteria.facets.sizes ?? [];
  const shown = withSearchedColour(product, criteria.facets.colourFacets ?? []);
  const variant = shown.colourVariants.find((candidate) => candidate.colour === shown.defaultColour) ?? shown.colourVariants[0]!;
  const reduced = variant.wasPrice !== undefined && variant.wasPrice.pence > variant.price.pence;
  const reason = matchReason(shown, criteria);
  const image = imageUrl(variant.image.src, { w: 160, h: 240, fit: 'fill', fm: 'webp', q: 75 });
  if (image === undefined) return undefined;
  return {
    product_id: shown.id,
    product_name: shown.name,
    product_price: reduced ? variant.wasPrice!.formatted : variant.price.formatted,
    ...(reduced ? { product_salePrice: variant.price.formatted } : {}),
    product_url: productUrl({ slug: shown.slug, colour: variant.colour, selectedSizes: sizes, isPremier: shown.isPremier }),
    product_image: image,
    product_availability: variant.isOnStock ? 'In stock' : 'Out of stock',
    ...(reason ? { matchReason: reason } : {}),
  };
}

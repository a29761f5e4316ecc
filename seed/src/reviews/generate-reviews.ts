import { createRandom, type Random } from '../catalogue/random';
import { productTypeById } from '../catalogue/generate';
import type { ReviewPhoto, reviews } from '@storefront/db/schema/reviews';
import { fasciaById, fascias, type FasciaConfig } from '@storefront/sites/fascias';
import { PROMOTION_MARKER } from '@storefront/reviews/promotion';
import { composeResponse, composeReview, type ProductVoice } from './compose';
import { agreement, type Words } from './grammar';
import { children, femaleNames, giftRecipients, maleNames, nicknames, places } from './people';
import { occasionPlaces } from './phrases/framing';
import { profileFor } from './profiles';
import { drawRatings, ratingTotal } from './ratings';

export type ReviewRow = typeof reviews.$inferInsert & { features: string[] };

/** A catalogue product as the review generator needs it. */
export interface ProductForReviews {
  key: string;
  slug: string;
  brandName: string;
  productType: string;
  gender: string;
  occasion: string | null;
  attributes: Record<string, string>;
  averageRating: number | null;
  reviewCount: number;
  /** ISO timestamp the product was listed: no review is older. */
  createdAt: string;
  availableFascias: string[];
  /** In display order; each with its variants in size order. */
  colours: Array<{ colour: string; colourLabel: string; imageCount: number; variants: Array<{ sku: string; size: string }> }>;
}

export interface GeneratedProductReviews {
  rows: ReviewRow[];
  /** False when no set of `reviewCount` ratings can average the product's rating (then the nearest). */
  exact: boolean;
}

export const REVIEWS_SEED = 'storefront-reviews-v1';
const DAY = 86_400_000;
/** Reviews are spread over at most the two years before the catalogue's date. */
const HISTORY_DAYS = 730;

/** Materials a shopper would name ("lovely linen fabric"); finishes such as "Matte" are not. */
const namedMaterial = /cotton|wool|linen|denim|satin|velvet|leather|suede|cashmere|jersey|knit|lace|chiffon|crepe|tweed|sequin|fleece|organza|tulle|boucle|broderie|seersucker|jacquard|percale|sateen|canvas|ponte|pique|twill|poplin|corduroy|cord\b|ceramic|stoneware|porcelain|glass|rattan/i;

function sizeLabel(size: string): string | undefined {
  if (size === 'ONE SIZE') return undefined;
  if (/^(\d+|XS|S|M|L|XL|XXL)$/.test(size)) return `size ${size}`;
  if (/^W\d+$/.test(size)) return `${size.slice(1)} waist`;
  if (/^\d+-\d+Y$/.test(size)) return `age ${size.slice(0, -1)}`;
  if (/^\d+-\d+M$/.test(size)) return `${size.slice(0, -1)} months`;
  return size.toLowerCase();
}

const daughters = children.filter((child) => ['daughter', 'granddaughter', 'niece', 'little one'].includes(child));
const sons = children.filter((child) => ['son', 'grandson', 'nephew', 'little one'].includes(child));

function childrenFor(gender: string): readonly string[] {
  return gender === 'Girls' ? daughters : gender === 'Boys' ? sons : children;
}

function voiceOf(product: ProductForReviews, random: Random): ProductVoice {
  const type = productTypeById(product.productType);
  const profile = profileFor(product.productType, type?.describe);
  const rawNoun = type ? (typeof type.noun === 'function' ? type.noun(product.attributes) : type.noun) : 'item';
  const noun = rawNoun.toLowerCase();
  const material = product.attributes.material;
  const occasion = product.occasion ? occasionPlaces[product.occasion] : undefined;
  const hasCentredScale = profile.secondaryRatings.some((definition) => definition.centred);
  return {
    profile,
    words: {
      ...agreement(rawNoun),
      noun,
      brand: product.brandName,
      material: material && namedMaterial.test(material) ? material.toLowerCase() : undefined,
      occasion: occasion?.to,
      occasionFor: occasion?.for,
    },
    // Most products fit true to size; a quarter run small, fewer run large.
    centredBias: hasCentredScale ? random.weighted(centredBiases) : 0,
  };
}

function reviewerName(gender: string, random: Random): string {
  const femaleShare = gender === 'Men' ? 0.25 : gender === 'Women' ? 0.9 : gender === 'Unisex' ? 0.7 : 0.75;
  const first = random.chance(femaleShare) ? random.pick(femaleNames) : random.pick(maleNames);
  const style = random.weighted(nameStyles);
  if (style === 'initial') return `${first} ${String.fromCharCode(65 + random.int(0, 25))}`;
  if (style === 'handle') return `${first.toLowerCase()}${random.chance(0.5) ? '_' : ''}${random.int(70, 99)}`;
  if (style === 'nickname') return random.pick(nicknames);
  return first;
}

const nameStyles = [['first', 50], ['initial', 22], ['handle', 20], ['nickname', 8]] as const;
const photoCounts = [[1, 6], [2, 3], [3, 1]] as const;
const centredBiases = [[-1, 0.25], [0, 0.6], [1, 0.15]] as const;

const recommendShare: Record<number, number> = { 5: 0.97, 4: 0.9, 3: 0.5, 2: 0.12, 1: 0.03 };

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** A small wordmark of the source site, self-contained so no remote image is needed. */
function syndicationLogo(fascia: FasciaConfig): string {
  const width = 24 + fascia.name.length * 8;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="24" viewBox="0 0 ${width} 24"><rect width="${width}" height="24" rx="3" fill="${fascia.theme.accent}"/><text x="${width / 2}" y="16" text-anchor="middle" font-family="Arial, sans-serif" font-size="12" font-weight="700" fill="${fascia.theme.onAccent}">${escapeXml(fascia.name)}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

function syndicationSource(product: ProductForReviews, random: Random) {
  const candidates = product.availableFascias.map(fasciaById).filter((fascia): fascia is FasciaConfig => Boolean(fascia));
  const fascia = random.pick(candidates.length > 0 ? candidates : fascias);
  const host = fascia.hosts.find((name) => name.startsWith('www.')) ?? fascia.hosts[0]!;
  return {
    syndicationSourceName: fascia.name,
    syndicationLogoUrl: syndicationLogo(fascia),
    syndicationContentLink: `https://${host}/product/${product.slug}`,
  };
}

function photosFor(id: string, product: ProductForReviews, colour: ProductForReviews['colours'][number], rating: number, captions: readonly string[], random: Random): ReviewPhoto[] {
  if (!random.chance(rating >= 4 ? 0.12 : rating === 3 ? 0.08 : 0.06)) return [];
  const count = Math.min(colour.imageCount, random.weighted(photoCounts));
  const views = random.sample(
    Array.from({ length: colour.imageCount }, (_, index) => index + 1),
    count,
  );
  return views.map((view, index) => ({
    id: `${id}-p${index + 1}`,
    caption: random.pick(captions),
    url: `/_img/products/${product.key}/${colour.colour}/${view}`,
  }));
}

/**
 * Exactly `reviewCount` reviews of one product whose average rounds to its rating (to one
 * decimal) when any set of ratings can; deterministic for the product key and `asOf`.
 */
export function generateProductReviews(product: ProductForReviews, options: { asOf: number; seed?: string }): GeneratedProductReviews {
  const count = product.reviewCount;
  if (count <= 0 || product.colours.length === 0) return { rows: [], exact: count <= 0 };
  const random = createRandom(`${options.seed ?? REVIEWS_SEED}/${product.key}`);
  const { total, exact } = ratingTotal(count, product.averageRating ?? 4);
  const ratings = drawRatings(count, total, random.fork('ratings'));
  const voice = voiceOf(product, random.fork('voice'));

  const listed = Date.parse(product.createdAt);
  const earliest = Math.max(listed + 2 * DAY, options.asOf - HISTORY_DAYS * DAY);
  const start = earliest < options.asOf ? earliest : Math.min(listed, options.asOf);
  const dates = random.fork('dates');
  const times = ratings.map(() => Math.round((start + dates.next() * (options.asOf - start)) / 60_000) * 60_000).sort((a, b) => a - b);

  // One stream for the product's reviews, in order (a fork per review costs more than the review).
  const r = random.fork('reviews');
  const rows = ratings.map((value, index): ReviewRow => {
    const rating = value as 1 | 2 | 3 | 4 | 5;
    const id = `rvw-${product.key.toLowerCase()}-${String(index + 1).padStart(4, '0')}`;
    const colour = r.weighted(product.colours.map((candidate, position) => [candidate, 1 / (1 + position)] as const));
    const variant = r.pick(colour.variants);
    const otherColours = product.colours.filter((candidate) => candidate !== colour);
    const username = reviewerName(product.gender, r);
    const subjectWords: Words = {
      colour: colour.colourLabel.toLowerCase(),
      otherColour: otherColours.length > 0 ? r.pick(otherColours).colourLabel.toLowerCase() : undefined,
      size: sizeLabel(variant.size),
      child: r.pick(childrenFor(product.gender)),
      recipient: r.pick(giftRecipients),
      name: username,
    };
    const composed = composeReview(voice, { rating, words: subjectWords }, r);
    const promotional = r.chance(0.06);
    const syndicated = !promotional && r.chance(0.04);
    const responded = r.chance(rating <= 2 ? 0.35 : rating === 3 ? 0.15 : 0.04);
    const answered = r.chance(0.95);
    return {
      id,
      productKey: product.key,
      sku: variant.sku,
      rating,
      title: composed.title,
      text: promotional ? `${PROMOTION_MARKER} ${composed.text}` : composed.text,
      userLocation: r.chance(0.88) ? r.pick(places) : undefined,
      userName: username,
      submittedAt: new Date(times[index]!).toISOString(),
      isRecommended: answered ? r.chance(recommendShare[rating]!) : undefined,
      // Not every reviewer fills in the secondary ratings.
      secondaryRatings: r.chance(0.65) ? composed.secondaryRatings : [],
      responses: responded
        ? [{ clientName: product.brandName, text: composeResponse(rating, composed.complaint, { ...voice.words, ...subjectWords }, r) }]
        : [],
      isSyndicated: syndicated,
      // Absent columns stay out of the seed batch (NULL), which keeps bulk loading lean.
      ...(syndicated ? syndicationSource(product, r) : {}),
      photos: photosFor(id, product, colour, rating, voice.profile.photoCaptions, r),
      features: composed.features,
    };
  });
  return { rows, exact };
}

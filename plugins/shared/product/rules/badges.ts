/**
 * Badge rules (L §3, §5, P §5): which CMS badges a card or the product page shows. A badge shows
 * only where its placement fits and when its category slug list matches the product (or is
 * empty); cards take at most 2 image badges by priority and one promo badge of the lowest
 * priority number.
 */
import { cardRules } from './constants';
import { previewBadge } from './preview-badge';

export interface Badge {
  id: string;
  /** One placement or a comma list, e.g. 'PLP-topLeft_productImage', 'PLP_promo', 'PDP_price'. */
  placement: string;
  /** Comma list of category slugs; empty means every category. */
  categorySlug?: string | null;
  /** Lower numbers win. */
  priority?: number | string | null;
  text1?: string | null;
  text2?: string | null;
  discount?: string | number | null;
  icon?: string | null;
  backgroundColor?: string | null;
  textColor?: string | null;
  borderColor?: string | null;
}

/** Where badges are shown: listing cards, carousel cards, the product page. */
export type BadgeArea = 'PLP' | 'CAROUSEL' | 'PDP';
/** Where a product card sits: a listing's grid, or a carousel (product grids, suggestions, the wishlist). */
export type CardArea = Exclude<BadgeArea, 'PDP'>;
export type BadgeKind = 'productImage' | 'promo' | 'price' | 'exclusion' | 'giftWithPurchase' | 'classification';

interface Placement {
  area: string;
  kind: string;
  corner: string | undefined;
}

function placements(badge: Badge): Placement[] {
  if (typeof badge.placement !== 'string') return [];
  return badge.placement
    .split(',')
    .map((entry) => entry.trim())
    .map((entry) => /^([A-Za-z]+)(?:-([A-Za-z]+))?_([A-Za-z]+)$/.exec(entry))
    .filter((match): match is RegExpExecArray => match !== null)
    .map((match) => ({ area: match[1]!.toUpperCase(), corner: match[2], kind: match[3]! }));
}

/** Whether a badge has a placement in this area of this kind. */
export function placementFits(badge: Badge, area: BadgeArea, kind: BadgeKind): boolean {
  return placements(badge).some((placement) => placement.area === area && placement.kind.toLowerCase() === kind.toLowerCase());
}

/** The corner an image badge sits in ('topLeft', 'bottomRight'…), for this area. */
export function badgeCorner(badge: Badge, area: BadgeArea): string | undefined {
  return placements(badge).find((placement) => placement.area === area && placement.kind.toLowerCase() === 'productimage')?.corner;
}

function slugKey(slug: string): string {
  return slug.trim().toLowerCase().replace(/^\/+|\/+$/g, '');
}

/** The badge's category slug list matches one of the product's categories, or is empty. */
export function categoryMatches(badge: Badge, categorySlugs: readonly string[]): boolean {
  const wanted = (badge.categorySlug ?? '').split(',').map(slugKey).filter((slug) => slug !== '');
  if (wanted.length === 0) return true;
  const product = new Set(categorySlugs.map(slugKey));
  return wanted.some((slug) => product.has(slug));
}

function priorityOf(badge: Badge): number {
  const value = typeof badge.priority === 'string' ? Number(badge.priority.trim() || NaN) : badge.priority;
  return typeof value === 'number' && Number.isFinite(value) ? value : Number.POSITIVE_INFINITY;
}

function uniqueBy<B extends Badge>(badges: readonly B[], keyOf: (badge: B) => string): B[] {
  const seen = new Set<string>();
  return badges.filter((badge) => {
    const key = keyOf(badge);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Badges of one kind that fit the area and the product's categories, by priority (stable). */
export function eligibleBadges<B extends Badge>(badges: readonly B[], area: BadgeArea, kind: BadgeKind, categorySlugs: readonly string[]): B[] {
  const fitting = badges.filter((badge) => typeof badge?.id === 'string' && placementFits(badge, area, kind) && categoryMatches(badge, categorySlugs));
  return uniqueBy(fitting, (badge) => badge.id)
    .map((badge, index) => ({ badge, index }))
    .sort((a, b) => priorityOf(a.badge) - priorityOf(b.badge) || a.index - b.index)
    .map(({ badge }) => badge);
}

/** Image badges: at most `limit` (2 on cards), highest priority first. */
export function imageBadges<B extends Badge>(badges: readonly B[], area: BadgeArea, categorySlugs: readonly string[], limit: number = cardRules.maxImageBadges): B[] {
  return eligibleBadges(badges, area, 'productImage', categorySlugs).slice(0, limit);
}

/**
 * Promo (or exclusion) badges: only those of the lowest priority number, de-duplicated by their
 * text, at most `limit` (1 on cards; 2 on the product page, 1 if restricted).
 */
export function lowestPriorityBadges<B extends Badge>(
  badges: readonly B[],
  area: BadgeArea,
  kind: 'promo' | 'exclusion',
  categorySlugs: readonly string[],
  limit: number = cardRules.maxPromoBadges,
): B[] {
  const eligible = eligibleBadges(badges, area, kind, categorySlugs);
  const first = eligible[0];
  if (!first) return [];
  const lowest = priorityOf(first);
  const textKey = (badge: Badge) => (badge.text1 ?? '').trim().toLowerCase() || `#${badge.id}`;
  return uniqueBy(
    eligible.filter((badge) => priorityOf(badge) === lowest),
    textKey,
  ).slice(0, limit);
}

export interface CardBadges<B extends Badge = Badge> {
  imageBadges: B[];
  promoBadge: B | undefined;
  /** Shown in editors' preview mode, on top of the others. */
  previewBadge: Badge | undefined;
}

/** What a listing or carousel card shows: ≤ 2 image badges, ≤ 1 promo badge, and the preview badge in preview. */
export function cardBadges<B extends Badge>(
  badges: readonly B[],
  context: { area: CardArea; categorySlugs: readonly string[]; previewMode?: boolean },
): CardBadges<B> {
  return {
    imageBadges: imageBadges(badges, context.area, context.categorySlugs),
    promoBadge: lowestPriorityBadges(badges, context.area, 'promo', context.categorySlugs)[0],
    previewBadge: context.previewMode ? previewBadge(context.area) : undefined,
  };
}

/** The product page's price badges: placement includes PDP_price and the category matches. */
export function pdpPriceBadges(badges: readonly Badge[], categorySlugs: readonly string[]): Badge[] {
  return eligibleBadges(badges, 'PDP', 'price', categorySlugs);
}

/** Gift-with-purchase badge: only for a variant with gwpSku or hasGiftWithPurchase, on images ≥ 150 px wide. */
export function showsGiftWithPurchaseBadge(input: { gwpSku?: string | null; hasGiftWithPurchase?: boolean | null; imageWidth?: number }): boolean {
  const hasGift = (typeof input.gwpSku === 'string' && input.gwpSku.trim() !== '') || input.hasGiftWithPurchase === true;
  return hasGift && (input.imageWidth === undefined || input.imageWidth >= cardRules.giftBadgeMinImageWidthPx);
}

/** Class badge: only when the classification is not excluded and the department is included. */
export function showsClassificationBadge(
  product: { classification?: string | null; department?: string | null },
  config: { excludedClassifications?: readonly string[] | undefined; includedDepartments?: readonly string[] | undefined },
): boolean {
  const classification = product.classification?.trim().toLowerCase();
  const department = product.department?.trim().toLowerCase();
  if (!classification || !department) return false;
  const excluded = (config.excludedClassifications ?? []).map((value) => value.trim().toLowerCase());
  const included = (config.includedDepartments ?? []).map((value) => value.trim().toLowerCase());
  return !excluded.includes(classification) && included.includes(department);
}

/** A classification badge's text: `{classification}` in the CMS text stands for the product's. */
export function classificationBadgeText(template: string | null | undefined, classification: string): string {
  const text = (template ?? '').trim();
  return text === '' ? classification : text.replaceAll('{classification}', classification);
}

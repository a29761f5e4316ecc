import { deliveryCutOffs as spec } from './spec';

/**
 * Delivery cut-offs (P §3 delivery and seller, §4, §9 'Delivery cut-offs (UTC)'), as pure functions
 * of the delivery option, the site's brand configuration and the time.
 */
export type DeliveryService = 'express' | 'nextDay' | 'standard';

/** The brands each cut-off rule names: site configuration, not code. */
export interface CutOffBrands {
  /** Brands of one marketplace group start with this prefix; they share the express cut-off. */
  marketplacePrefix: string;
  /** Brands with the late cut-off: 23:59:59, or 21:00 on Saturdays. */
  lateBrands: ReadonlyArray<string>;
  /** Other brands with a 23:00 cut-off whatever the service. */
  namedBrands: ReadonlyArray<string>;
}

export interface DeliveryOption {
  service: DeliveryService;
  /** The brand the product (or its marketplace seller) delivers under. */
  brand: string;
  /** A cut-off the enterprise configured, 'HH:MM' or 'HH:MM:SS' UTC: it overrides the rules. */
  configuredCutOff?: string;
  /** delXpsDeliveryEnabled: an express service is enabled for the product. */
  isExpressEnabled: boolean;
}

const dayMs = 86_400_000;

/** A configured time of day as 'HH:MM:SS' ('HH:MM' gets ':00'); anything else is ignored. */
export function normaliseCutOff(value: string | undefined): string | undefined {
  const trimmed = value?.trim() ?? '';
  const time = trimmed.length === 5 ? `${trimmed}:00` : trimmed;
  return /^([01]\d|2[0-3]):[0-5]\d:[0-5]\d$/.test(time) ? time : undefined;
}

/** P §9: the option's cut-off time of day (UTC) on a weekday (0 Sunday … 6 Saturday), if it has one. */
export function cutOffTime(option: DeliveryOption, brands: CutOffBrands, weekday: number): string | undefined {
  const configured = normaliseCutOff(option.configuredCutOff);
  if (configured) return configured;
  if (option.service === 'express') return spec.express;
  const brand = option.brand.trim().toLowerCase();
  const prefix = brands.marketplacePrefix.trim().toLowerCase();
  // An empty prefix would name every brand.
  if (prefix && brand.startsWith(prefix)) return spec.marketplace;
  const names = (list: ReadonlyArray<string>) => list.some((name) => name.trim().toLowerCase() === brand);
  if (names(brands.lateBrands)) return weekday === 6 ? spec.lateBrandsOnSaturday : spec.lateBrands;
  if (names(brands.namedBrands)) return spec.namedBrands;
  if (option.service === 'nextDay') return spec.nextDayDefault;
  return undefined;
}

/** The option's cut-off (epoch ms) on the UTC day holding `at`, if it has one. */
export function cutOffOn(option: DeliveryOption, brands: CutOffBrands, at: number): number | undefined {
  const day = new Date(at);
  const time = cutOffTime(option, brands, day.getUTCDay());
  if (time === undefined) return undefined;
  const [hours, minutes, seconds] = time.split(':').map(Number) as [number, number, number];
  return Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), hours, minutes, seconds);
}

/**
 * What the badge shows at `now` (P §4). Before the day's cut-off: a countdown to it. After it the
 * badge is hidden, except for next-day delivery: with express enabled it says express is available;
 * without, the spec hides it only in cases it does not show, so it counts down to tomorrow's cut-off.
 */
export type DeliveryBadge =
  | { kind: 'countdown'; cutOffAt: number }
  | { kind: 'countdownToTomorrow'; cutOffAt: number }
  | { kind: 'expressAvailable' }
  | { kind: 'hidden' };

export function deliveryBadge(option: DeliveryOption, brands: CutOffBrands, now: number): DeliveryBadge {
  const today = cutOffOn(option, brands, now);
  if (today === undefined) return { kind: 'hidden' };
  if (now < today) return { kind: 'countdown', cutOffAt: today };
  if (option.service !== 'nextDay') return { kind: 'hidden' };
  if (option.isExpressEnabled) return { kind: 'expressAvailable' };
  return { kind: 'countdownToTomorrow', cutOffAt: cutOffOn(option, brands, now + dayMs)! };
}

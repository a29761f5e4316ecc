/**
 * Which provider answers each third-party feature of the product page (P §2, §7): the hosted
 * vendor when its URL is configured, else the embedded default this server runs itself (no
 * account, no network), as every other service picks (README 'Switching to the hosted services').
 */
type Env = Readonly<Record<string, string | undefined>>;

export const THIRD_PARTY_FEATURES = ['viewer3d', 'tryOn', 'sizeFit', 'productContent', 'reviewForm'] as const;
export type ThirdPartyFeature = (typeof THIRD_PARTY_FEATURES)[number];

/** The variable naming each hosted provider's base URL. */
export const PROVIDER_URL_ENV: Record<ThirdPartyFeature, string> = {
  viewer3d: 'VOXELO_URL',
  tryOn: 'REVIEVE_URL',
  sizeFit: 'TRUEFIT_URL',
  productContent: 'PRODUCT_CONTENT_URL',
  reviewForm: 'REVIEW_FORM_URL',
};

/** Where the embedded providers are served on this server (frames load from here; the same handlers answer in-process). */
export const EMBEDDED_BASE: Record<ThirdPartyFeature, string> = {
  viewer3d: '/_embedded/voxelo',
  tryOn: '/_embedded/revieve',
  sizeFit: '/_embedded/truefit',
  productContent: '/_embedded/product-content',
  reviewForm: '/_embedded/review-form',
};

/** The try-on partner id the embedded provider knows the storefront by. */
export const EMBEDDED_TRY_ON_PARTNER = 'storefront-embedded';

export type ProviderConfig = { mode: 'embedded'; baseUrl: string } | { mode: 'hosted'; baseUrl: string; origin: string };

/** A hosted provider's base URL: https (or http on a loopback/localhost host), no credentials. */
function hostedBase(value: string | undefined): { baseUrl: string; origin: string } | undefined {
  const trimmed = value?.trim();
  if (!trimmed) return undefined;
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    return undefined;
  }
  const local = url.hostname === 'localhost' || url.hostname.endsWith('.localhost') || url.hostname === '127.0.0.1';
  if (url.username || url.password || !(url.protocol === 'https:' || (url.protocol === 'http:' && local))) return undefined;
  return { baseUrl: url.href.replace(/\/$/, ''), origin: url.origin };
}

export function providerConfig(feature: ThirdPartyFeature, env: Env = process.env): ProviderConfig {
  const hosted = hostedBase(env[PROVIDER_URL_ENV[feature]]);
  return hosted ? { mode: 'hosted', ...hosted } : { mode: 'embedded', baseUrl: EMBEDDED_BASE[feature] };
}

/** The try-on partner id: configured for the hosted provider (undefined when missing), the embedded one's otherwise. */
export function tryOnPartnerId(env: Env = process.env): string | undefined {
  if (providerConfig('tryOn', env).mode === 'embedded') return EMBEDDED_TRY_ON_PARTNER;
  return env.REVIEVE_PARTNER_ID?.trim() || undefined;
}

/** Origins of hosted providers whose pages the product page frames (CSP frame-src). */
export function hostedFrameOrigins(env: Env = process.env): string[] {
  const framed: ThirdPartyFeature[] = ['viewer3d', 'tryOn', 'reviewForm'];
  return [...new Set(framed.flatMap((feature) => {
    const config = providerConfig(feature, env);
    return config.mode === 'hosted' ? [config.origin] : [];
  }))];
}

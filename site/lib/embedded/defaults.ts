/**
 * Which embedded defaults this deployment runs: each external service is its embedded default
 * unless its hosted mode is configured. The one owner of that decision, read from the environment
 * alone (no SDK, no database), so the proxy, the adapters and the engines can all ask.
 */
type Env = Readonly<Record<string, string | undefined>>;

const set = (env: Env, name: string) => Boolean(env[name]?.trim());

/** Content: the embedded space unless a Contentful space and its delivery token are named. */
export function usesEmbeddedContent(env: Env = process.env): boolean {
  return !(set(env, 'CONTENTFUL_SPACE_ID') && set(env, 'CONTENTFUL_ACCESS_TOKEN'));
}

/** Search: the embedded engine unless an Algolia application is named. */
export function usesEmbeddedSearch(env: Env = process.env): boolean {
  return !set(env, 'ALGOLIA_APP_ID');
}

/** Payments: the embedded Adyen-compatible provider unless an Adyen API key is named (site/lib/adyen/config.ts reads the rest). */
export function usesEmbeddedPayments(env: Env = process.env): boolean {
  return !set(env, 'ADYEN_API_KEY');
}

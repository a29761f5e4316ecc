/**
 * The smart app banner (P §2 'an app-banner tag per environment'): the store app's id for the
 * environment the site runs in, with the page as the app's deep link. APP_BANNER_APP_IDS lists
 * them (`production=1234567890,stage=2345678901`); STOREFRONT_ENVIRONMENT names this one
 * (production by default). No id for the environment, no tag.
 */
export function appBannerContent(pageUrl: string, env: Readonly<Record<string, string | undefined>> = process.env): string | undefined {
  const environment = (env.STOREFRONT_ENVIRONMENT ?? '').trim().toLowerCase() || 'production';
  for (const pair of (env.APP_BANNER_APP_IDS ?? '').split(',')) {
    const [name, id] = pair.split('=').map((part) => part.trim());
    if (name?.toLowerCase() === environment && id && /^\d{6,12}$/.test(id)) return `app-id=${id}, app-argument=${pageUrl}`;
  }
  return undefined;
}

/**
 * The admin config (L §6, P §6): which admin tools the storefront shows to staff and editors.
 * One list for every site, from ADMIN_FEATURES (comma-separated); unset means every feature,
 * empty means none.
 */
export const adminFeatures = [
  /** A 'Selected' toggle on listing cards, to collect product keys for the CMS. */
  'product-selection',
  /** Preview badges (a Preview marker and the product key) on cards in preview mode. */
  'preview-badges',
] as const;

export type AdminFeature = (typeof adminFeatures)[number];

export interface AdminConfig {
  features: AdminFeature[];
}

const isAdminFeature = (name: string): name is AdminFeature => (adminFeatures as readonly string[]).includes(name);

/** The admin config, and the names in ADMIN_FEATURES that are no feature (for a warning). */
export function adminConfigFromEnv(env: Readonly<Record<string, string | undefined>> = process.env): { config: AdminConfig; unknown: string[] } {
  if (env.ADMIN_FEATURES === undefined) return { config: { features: [...adminFeatures] }, unknown: [] };
  const names = env.ADMIN_FEATURES.split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  return { config: { features: [...new Set(names.filter(isAdminFeature))] }, unknown: names.filter((name) => !isAdminFeature(name)) };
}

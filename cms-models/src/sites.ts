/**
 * The brand sites content can belong to: the choices of every model's `fascia` field. The bottom
 * layer owns the list so models need nothing else of ours; services/sites configures each of
 * these sites (hosts, theme, navigation) and its types make it configure every one.
 */
export const siteIds = ['hartley', 'coast', 'nastygal'] as const;

export type SiteId = (typeof siteIds)[number];

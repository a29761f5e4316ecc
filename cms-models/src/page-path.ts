/**
 * Where the storefront serves a page entry: the home page at "/", every other page at
 * /pages/{slug} (site/app/pages/[...slug]). The one owner of that rule: links in rich text, the
 * studio's page paths, draft-mode redirects and the live preview all ask here.
 */
export function pagePath(slug: string): string {
  return slug === '/' ? '/' : `/pages/${slug}`;
}

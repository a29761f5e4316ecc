/**
 * Where review media may come from. Review texts are shoppers' words, and their photos, logos and
 * links come from a reviews provider: an image is shown only from the site's own image endpoint
 * (/_img/…), and a link only to one of the brand sites (the syndicating site) or a site path.
 * Anything else is left out, the text still shown.
 */
import { safeUrl } from '@storefront/cms-models/safe-url';
import { fascias } from '@storefront/sites/fascias';
import { imageUrl, type ImageParams } from '../../../shared/image-url';

const IMAGE_ENDPOINT = '/_img/';
const PLACEHOLDER_ORIGIN = 'http://relative.invalid';
const brandHosts = new Set(fascias.flatMap((fascia) => fascia.hosts));

/** A review image sized by the image endpoint, or undefined unless it is one of the endpoint's images. */
export function reviewImageUrl(src: string | undefined, params: ImageParams): string | undefined {
  const checked = safeUrl(src, 'resource');
  if (checked === undefined) return undefined;
  const url = new URL(checked, PLACEHOLDER_ORIGIN);
  if (url.origin !== PLACEHOLDER_ORIGIN || !url.pathname.startsWith(IMAGE_ENDPOINT)) return undefined;
  return imageUrl(`${url.pathname}${url.search}`, { fm: 'webp', q: 75, ...params });
}

/** A link a review may carry: an https page of one of the brand sites, or a path on this site. */
export function reviewLinkUrl(href: string | undefined): string | undefined {
  const checked = safeUrl(href, 'link');
  if (checked === undefined) return undefined;
  if (checked.startsWith('/')) return checked;
  try {
    const url = new URL(checked);
    return url.protocol === 'https:' && brandHosts.has(url.hostname) ? checked : undefined;
  } catch {
    return undefined;
  }
}

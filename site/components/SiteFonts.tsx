import { preload } from 'react-dom';
import type { FasciaConfig } from '@storefront/sites/fascias';
import { siteFontFiles } from '@/lib/fonts/site-fonts';

/**
 * Preloads the site's own font files (its heading and body faces), so they are there before the
 * first paint: every site's faces are declared (font-faces.css), but only these are used.
 */
export function SiteFonts({ site }: { site: FasciaConfig }) {
  for (const href of siteFontFiles(site.theme)) preload(href, { as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' });
  return null;
}

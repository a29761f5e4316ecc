import '@/lib/fonts/font-faces.css';
import '../globals.css';
import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { getSite } from '@/lib/platform/request-site';
import { themeStyle } from '@/lib/theme';

export const metadata: Metadata = { title: { default: 'Listing tool', template: '%s · Listing tool' }, robots: 'noindex,nofollow' };

/** Staff's internal listing tool (P §2 /wordsworth): its own root layout, none of the storefront's chrome; per request. */
export default async function ListingToolLayout({ children }: { children: ReactNode }) {
  const site = await getSite();
  return (
    <html lang="en-GB" data-fascia={site.id} style={themeStyle(site.theme)}>
      <body>{children}</body>
    </html>
  );
}

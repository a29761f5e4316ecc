import '@/lib/fonts/font-faces.css';
import '../globals.css';
import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { getSite } from '@/lib/platform/request-site';
import { themeStyle } from '@/lib/theme';

export const metadata: Metadata = { title: { default: 'Studio', template: '%s · Studio' }, robots: 'noindex,nofollow' };

/** The editors' studio: its own root layout, none of the storefront's chrome; per request (it is signed in). */
export default async function StudioLayout({ children }: { children: ReactNode }) {
  const site = await getSite();
  return (
    <html lang="en-GB" data-fascia={site.id} data-studio="" style={themeStyle(site.theme)}>
      <body>{children}</body>
    </html>
  );
}

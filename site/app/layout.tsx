import '@/lib/fonts/font-faces.css';
import './globals.css';
import type { Metadata, Viewport } from 'next';
import { headers } from 'next/headers';
import type { ReactNode } from 'react';
import { Footer } from '@/components/Footer';
import { Header } from '@/components/Header';
import { SiteFonts } from '@/components/SiteFonts';
import { ShopperProvider } from '@/components/shopper/ShopperProvider.client';
import { getSite } from '@/lib/platform/request-site';
import { shopperState } from '@/lib/shopper/shopper-state';
import { getViewer, wishlistMaxItems } from '@/lib/shopper/viewer';
import { isStudioPath } from '@/lib/studio/studio-path';
import { themeStyle } from '@/lib/theme';

/** The studio shares the root layout but none of the storefront's chrome (the proxy passes the path). */
async function isStudioRequest(): Promise<boolean> {
  return isStudioPath((await headers()).get('x-request-url'));
}

export async function generateMetadata(): Promise<Metadata> {
  if (await isStudioRequest()) return { title: { default: 'Studio', template: '%s · Studio' }, robots: 'noindex,nofollow' };
  const site = await getSite();
  return {
    title: { default: `${site.name} | ${site.tagline}`, template: `%s | ${site.siteLabel}` },
    description: site.tagline,
    applicationName: site.name,
  };
}

export async function generateViewport(): Promise<Viewport> {
  const site = await getSite();
  return { themeColor: site.theme.background, width: 'device-width', initialScale: 1 };
}

export default async function RootLayout({ children }: { children: ReactNode }) {
  if (await isStudioRequest()) {
    const site = await getSite();
    return (
      <html lang="en-GB" data-fascia={site.id} data-studio="" style={themeStyle(site.theme)}>
        <body>{children}</body>
      </html>
    );
  }
  const [site, viewer] = await Promise.all([getSite(), getViewer()]);
  const shopper = viewer.kind === 'signed-in' ? { kind: 'signed-in' as const, name: viewer.name } : { kind: 'guest' as const };
  const { wishlist, bagCount } = await shopperState(viewer);
  return (
    <html lang="en-GB" data-fascia={site.id} style={themeStyle(site.theme)}>
      <body>
        <SiteFonts site={site} />
        <ShopperProvider viewer={shopper} wishlist={wishlist} wishlistMaxItems={wishlistMaxItems()} bagCount={bagCount}>
          <a className="skip-link" href="#main">
            Skip to content
          </a>
          <Header site={site} viewer={shopper} />
          <main id="main">{children}</main>
          <Footer site={site} />
        </ShopperProvider>
      </body>
    </html>
  );
}

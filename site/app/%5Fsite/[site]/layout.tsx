import '@/lib/fonts/font-faces.css';
import '../../globals.css';
import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { Footer } from '@/components/Footer';
import { Header } from '@/components/Header';
import { SiteFonts } from '@/components/SiteFonts';
import { ShopperProvider } from '@/components/shopper/ShopperProvider.client';
// The product card's islands belong to the layout's chunks: every page carries the not-found
// fallback (a CMS page with a product grid) beside its own cards, and Turbopack would otherwise
// put a copy of these modules in each of the two chunk groups (1.2 KB gzipped twice on a listing).
import '@storefront/plugins/shared/product/ui/WishlistHeart.client';
import '@storefront/plugins/shared/product/ui/QuickAdd.client';
import { siteOfSegment } from '@/lib/platform/site-segment';
import { wishlistMaxItems } from '@/lib/shopper/viewer';
import { themeStyle } from '@/lib/theme';

type Props = { params: Promise<{ site: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const site = await siteOfSegment(params);
  return {
    title: { default: `${site.name} | ${site.tagline}`, template: `%s | ${site.siteLabel}` },
    description: site.tagline,
    applicationName: site.name,
  };
}

export async function generateViewport({ params }: Props): Promise<Viewport> {
  const site = await siteOfSegment(params);
  return { themeColor: site.theme.background, width: 'device-width', initialScale: 1 };
}

/**
 * The storefront's root layout, one per brand site. It reads nothing of the request, so the
 * pages under it can be served from the cache: the shopper's name, saved items and bag count
 * come from the browser (ShopperProvider asks /_api/shopper).
 */
export default async function StorefrontLayout({ children, params }: Props & { children: ReactNode }) {
  const site = await siteOfSegment(params);
  return (
    <html lang="en-GB" data-fascia={site.id} style={themeStyle(site.theme)}>
      <body>
        <SiteFonts site={site} />
        <ShopperProvider wishlistMaxItems={wishlistMaxItems()}>
          <a className="skip-link" href="#main">
            Skip to content
          </a>
          <Header site={site} />
          <main id="main">{children}</main>
          <Footer site={site} />
        </ShopperProvider>
      </body>
    </html>
  );
}

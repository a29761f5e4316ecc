import { expect, test } from './fixtures';
import type { SiteId } from './sites';

/**
 * Each brand site loads only its own fonts (issue 13 §4): its heading and body faces, latin
 * subset, woff2, preloaded with the page; no other brand's font crosses the wire.
 */
const siteFonts: Record<SiteId, { families: string[]; files: RegExp[] }> = {
  hartley: { families: ['Cormorant Garamond', 'Jost Variable'], files: [/^cormorant-garamond-latin-600-normal\.[\w-]+\.woff2$/, /^jost-latin-wght-normal\.[\w-]+\.woff2$/] },
  coast: { families: ['Inter Variable', 'Playfair Display Variable'], files: [/^inter-latin-wght-normal\.[\w-]+\.woff2$/, /^playfair-display-latin-wght-normal\.[\w-]+\.woff2$/] },
  nastygal: { families: ['Anton', 'Archivo Variable'], files: [/^anton-latin-400-normal\.[\w-]+\.woff2$/, /^archivo-latin-wght-normal\.[\w-]+\.woff2$/] },
};

for (const [site, fonts] of Object.entries(siteFonts) as Array<[SiteId, (typeof siteFonts)[SiteId]]>) {
  test(`${site}: preloads, fetches and draws with its own two fonts only, on a listing and a product page`, async ({ storefront, page }) => {
    const fetched: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'font') fetched.push(new URL(request.url()).pathname.split('/').pop()!);
    });
    await storefront.open(site, '/categories/women/dresses');
    await expect(storefront.productCards.first()).toBeVisible();

    const preloaded = await storefront.preloadedFonts();
    expect(preloaded).toHaveLength(2);
    for (const file of fonts.files) expect(preloaded.some((name) => file.test(name)), `${file} preloaded`).toBe(true);

    expect((await storefront.loadedWebFontFamilies()).sort()).toEqual(fonts.families);
    // The preloaded files are the ones drawn with: each fetched once, nothing else.
    expect(fetched.sort()).toEqual([...preloaded].sort());

    // A product page (its name is set in the heading face) draws with the same two files.
    const productHref = (await storefront.productCards.first().locator('h3 a').getAttribute('href'))!;
    fetched.length = 0;
    await storefront.open(site, productHref);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect((await storefront.preloadedFonts()).sort()).toEqual([...preloaded].sort());
    expect((await storefront.loadedWebFontFamilies()).sort()).toEqual(fonts.families);
    expect(fetched.sort()).toEqual([...preloaded].sort());
  });
}

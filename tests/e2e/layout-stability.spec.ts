import { expect, test } from './fixtures';
import type { SiteId } from './sites';

/**
 * No layout shift on load (issue 13 §4): a shopper reading or about to tap must not see the page
 * move under them while fonts, images, ads, the shopper's own state or the style assistant's hint
 * arrive. The desktop (1440 px) and mobile (390 px) projects run every case.
 */
const pages = [
  { name: 'home', path: '/', assistant: false },
  { name: 'a category listing', path: '/categories/women/dresses', assistant: true },
  { name: 'search results', path: '/search?q=dress', assistant: true },
] as const;

const sites: readonly SiteId[] = ['hartley', 'coast'];

for (const site of sites) {
  for (const { name, path, assistant } of pages) {
    test(`${site}: ${name} does not shift while it loads`, async ({ storefront, layoutShifts, chatbot }) => {
      await layoutShifts.record();
      await storefront.open(site, path);
      await layoutShifts.settle();
      // The last thing a listing adds by itself: the assistant's hint, a few seconds in.
      if (assistant) await expect(chatbot.hint).toBeVisible();
      await expect(storefront.productCards.first()).toBeVisible();
      const shifts = await layoutShifts.recorded();
      expect(shifts, `layout shifts: ${JSON.stringify(shifts, null, 1)}`).toEqual([]);
      expect(await layoutShifts.cumulative()).toBe(0);
    });
  }
}

/**
 * A page's head asks for its own first pictures early, and only those: a preload of a picture the
 * page does not show (the not-found page Next.js keeps ready inside every page) takes bandwidth
 * from the pictures a shopper is waiting for.
 */
for (const { name, path } of pages) {
  test(`${name} preloads only pictures it shows`, async ({ page, storefront }) => {
    await storefront.open('hartley', path);
    const strays = await page.evaluate(() => {
      const shown = new Set(
        [...document.querySelectorAll('img, source')].flatMap((element) => [element.getAttribute('srcset'), element.getAttribute('src')]).filter((url): url is string => Boolean(url)),
      );
      return [...document.querySelectorAll('link[rel="preload"][as="image"]')]
        .map((link) => link.getAttribute('imagesrcset') ?? link.getAttribute('href'))
        .filter((url) => url !== null && !shown.has(url));
    });
    expect(strays).toEqual([]);
  });
}

/**
 * Loading placeholders shimmer on the compositor, and only near the screen. The product page keeps
 * its reviews' and recommendations' skeletons until the shopper scrolls near them; a shimmer that
 * animated a background repainted the whole page every frame for as long as they stayed, and a
 * running sweep far below the screen still woke the page's event system at every iteration.
 */
test('a placeholder keeps still until its section nears the screen, then shimmers without repainting the page', async ({ page, storefront }) => {
  // The recommendations never answer here, so their placeholders stay while they load.
  await page.route('**/_api/recommendations/**', () => undefined);
  await storefront.open('hartley', '/product/coast-satin-square-neck-midi-dress-cst17775');
  const placeholder = page.getByTestId('recommendation-skeleton').first();
  await expect(placeholder).toBeAttached();
  /** The animations running on the placeholder (its sheen), each as the properties it animates. */
  const sweeps = () =>
    placeholder.evaluate((cell) =>
      document
        .getAnimations()
        .filter((animation) => {
          const target = (animation.effect as KeyframeEffect | null)?.target;
          return target instanceof Element && cell.contains(target);
        })
        .map((animation) => {
          const properties = new Set(((animation.effect as KeyframeEffect | null)?.getKeyframes() ?? []).flatMap((frame) => Object.keys(frame)));
          for (const bookkeeping of ['offset', 'computedOffset', 'easing', 'composite']) properties.delete(bookkeeping);
          return [...properties];
        }),
    );
  // Far below the screen it keeps still: a sweep is an animation event every iteration.
  expect(await placeholder.evaluate((cell) => cell.getBoundingClientRect().top - window.innerHeight)).toBeGreaterThan(600);
  expect(await sweeps()).toEqual([]);
  await placeholder.scrollIntoViewIfNeeded();
  await expect.poll(async () => (await sweeps()).length).toBeGreaterThan(0);
  expect((await sweeps()).filter((properties) => properties.some((property) => property !== 'transform' && property !== 'opacity'))).toEqual([]);
});

import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures';
import { siteNames, type SiteId } from './sites';

/** WCAG 2 A/AA rules, checked by axe on each brand site's home page (desktop and phone). */
for (const site of Object.keys(siteNames) as SiteId[]) {
  test(`${site}: the home page has no serious accessibility violations`, async ({ storefront, page }) => {
    await storefront.open(site);
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    const serious = results.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.slice(0, 3).map((node) => node.target.join(' ')).join(' | ')})`);
    expect(serious).toEqual([]);
  });
}

test('the not-found page has no serious accessibility violations', async ({ storefront, page }) => {
  await storefront.open('coast', '/pages/missing-page');
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical').map((v) => v.id)).toEqual([]);
});

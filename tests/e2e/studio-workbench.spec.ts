import { mkdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from './fixtures';

const resultsDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'test-results');

test('the plugin workbench renders every valid fixture as its block and every invalid one as a warning @desktop', async ({ studio, page }, testInfo) => {
  await studio.open('/studio/workbench?site=hartley');
  await studio.signIn();
  await expect(studio.heading).toHaveText('Plugin workbench');
  await page.waitForLoadState('networkidle');

  const plugins = await studio.workbenchPlugins.count();
  expect(plugins).toBeGreaterThan(0);
  for (let index = 0; index < plugins; index += 1) {
    const plugin = studio.workbenchPlugins.nth(index);
    // Every plugin shows at least one fixture that must render.
    await expect(plugin.locator('[data-fixture-valid="true"]').first()).toBeVisible();
  }

  const fixtures = await studio.fixtures.count();
  for (let index = 0; index < fixtures; index += 1) {
    const fixture = studio.fixtures.nth(index);
    const name = (await fixture.getAttribute('aria-label')) ?? `fixture ${index}`;
    const stage = fixture.getByTestId('fixture-stage');
    await fixture.scrollIntoViewIfNeeded();
    if ((await fixture.getAttribute('data-fixture-valid')) === 'true') {
      // Rendered as the block, not the error boundary's or the validation's warning, and not empty.
      await expect(stage.getByTestId('block-warning'), name).toHaveCount(0);
      const block = stage.locator('[data-block-type]').first();
      await expect(block, name).toBeVisible();
      const box = await block.boundingBox();
      expect(box?.height ?? 0, `${name} renders something`).toBeGreaterThan(8);
      expect((await block.innerHTML()).length, `${name} has content`).toBeGreaterThan(40);
    } else {
      await expect(stage.getByTestId('block-warning'), name).toBeVisible();
      await expect(stage.getByTestId('block-warning'), name).toContainText('Not shown on the storefront');
    }
  }

  // Scrolled through, so lazy images are in; the screenshot goes with the report and the results.
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let top = 0; top < height; top += 600) {
    await page.evaluate((y) => window.scrollTo(0, y), top);
    await page.waitForLoadState('networkidle');
  }
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForFunction(() => [...document.images].every((image) => image.complete));
  await mkdir(resultsDir, { recursive: true });
  const path = join(resultsDir, 'studio-workbench.png');
  const screenshot = await page.screenshot({ path, fullPage: true });
  await testInfo.attach('studio-workbench', { body: screenshot, contentType: 'image/png' });
});

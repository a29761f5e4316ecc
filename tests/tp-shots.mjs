// Temporary (not committed): screenshots of the third-party features at 390 and 1440 px.
import { chromium } from '@playwright/test';

const port = process.argv[2];
const base = `http://hartley.localhost:${port}`;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'] });
async function find(listing, match) {
  const response = await fetch(`http://127.0.0.1:${port}/_api/listing?${new URLSearchParams({ url: listing })}`, { headers: { host: `hartley.localhost:${port}` } });
  const { response: listed } = await response.json();
  return new URL(listed.edges.map((edge) => edge.node).find(match).url, 'http://x').pathname;
}
const lamp = await find('/categories/home/lighting', (p) => /Lamp\b/.test(p.name));
const lipstick = await find('/categories/beauty/makeup', (p) => /Lipstick$/.test(p.name));
const palette = await find('/search?q=eyeshadow palette', (p) => /Eyeshadow Palette$/.test(p.name));
const dress = await find('/categories/women/dresses', (p) => ['coast', 'oasis', 'warehouse', 'wallis', 'nastygal', 'dorothy-perkins'].includes(p.brand.id) && p.sizes.length > 2);
for (const [name, viewport] of Object.entries({ desktop: { width: 1440, height: 900 }, mobile: { width: 390, height: 844 } })) {
  const page = await browser.newPage({ viewport, isMobile: name === 'mobile', hasTouch: name === 'mobile' });
  const violations = [];
  page.on('console', (message) => message.type() === 'error' && violations.push(message.text()));
  const ready = async (kind) => {
    const island = page.locator(`[data-third-party="${kind}"]`).first();
    await island.scrollIntoViewIfNeeded();
    await island.and(page.locator('[data-ready="true"]')).waitFor();
  };
  const shot = async (label) => page.screenshot({ path: `/tmp/tp-shots/${label}-${name}.png` });

  await page.goto(base + lamp);
  await ready('viewer3d');
  await shot('lamp-page');
  await page.getByTestId('viewer-3d-button').click();
  await page.getByTestId('viewer-3d-modal').frameLocator('iframe').locator('img').first().waitFor();
  await page.waitForLoadState('networkidle');
  await shot('viewer-3d');

  await page.goto(base + lipstick);
  await ready('tryOn');
  await shot('lipstick-page');
  await page.getByTestId('try-on-button').click();
  await page.getByTestId('try-on-layer').frameLocator('iframe').getByRole('button', { name: 'Done' }).waitFor();
  await shot('try-on-layer');
  await page.getByTestId('try-on-layer').frameLocator('iframe').getByRole('button', { name: 'Done' }).click();
  await ready('reviewForm');
  await page.getByTestId('write-review-button').click();
  await page.getByTestId('review-form-modal').frameLocator('iframe').getByRole('heading', { name: 'Write a review' }).waitFor();
  await shot('review-form');
  await page.keyboard.press('Escape');
  await ready('productContent');
  await page.getByTestId('product-content').waitFor();
  await page.getByTestId('product-content').scrollIntoViewIfNeeded();
  await shot('product-content');

  await page.goto(base + palette);
  await ready('tryOn');
  await page.getByTestId('try-on-button').click();
  await page.getByTestId('try-on-unavailable').waitFor();
  await shot('try-on-unavailable');

  await page.goto(base + dress);
  await ready('sizeFit');
  await page.getByTestId('size-fit-button').click();
  await page.getByLabel('Your usual size').selectOption({ index: 1 });
  await page.getByRole('button', { name: 'Get my size' }).click();
  await page.getByTestId('size-fit-advice').waitFor();
  await page.getByTestId('size-fit').scrollIntoViewIfNeeded();
  await shot('size-fit');
  console.info(name, 'console errors:', violations);
  await page.close();
}
await browser.close();

// Full-page screenshots of storefront pages on desktop and phone, for looking at what we build:
//   node tests/support/screenshots.mjs <out-dir> <url> [<url> …]
import { chromium } from '@playwright/test';

const [outDir, ...urls] = process.argv.slice(2);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
const viewports = { desktop: { width: 1440, height: 900 }, mobile: { width: 390, height: 844 } };
for (const url of urls) {
  for (const [name, viewport] of Object.entries(viewports)) {
    const page = await browser.newPage({ viewport, deviceScaleFactor: 1, isMobile: name === 'mobile', hasTouch: name === 'mobile' });
    await page.goto(url, { waitUntil: 'networkidle' });
    // Scroll through so lazy images load and below-the-fold content fades in.
    const height = await page.evaluate(() => document.body.scrollHeight);
    for (let y = 0; y < height; y += 600) {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      await page.waitForTimeout(120);
    }
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(800);
    const file = `${outDir}/${new URL(url).hostname.split('.')[0]}${new URL(url).pathname.replace(/\//g, '_')}-${name}.png`;
    await page.screenshot({ path: file, fullPage: true });
    console.info(file);
    await page.close();
  }
}
await browser.close();

import { chromium } from '@playwright/test';
const [outDir, base, ...paths] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
const page = await context.newPage();
await page.goto(`${base}/studio/sign-in`);
await page.getByLabel('Email address').fill('editor@storefront.localhost');
await page.getByLabel('Password').fill('dev-editor-pass');
await page.getByRole('button', { name: 'Sign in' }).click();
await page.waitForURL(/\/studio\/sites\//, { timeout: 120000 });
for (const path of paths) {
  await page.goto(`${base}${path}`, { waitUntil: 'networkidle', timeout: 300000 });
  await page.waitForTimeout(500);
  const file = `${outDir}/${path.replace(/[^a-z0-9]+/gi, '_')}.png`;
  if (process.env.SCROLLS) {
    for (const y of process.env.SCROLLS.split(',')) {
      await page.evaluate((top) => window.scrollTo(0, Number(top)), y);
      await page.waitForTimeout(400);
      await page.screenshot({ path: file.replace('.png', `_${y}.png`) });
      console.info(file.replace('.png', `_${y}.png`));
    }
  } else await page.screenshot({ path: file, fullPage: process.env.FULL === '1' });
  console.info(file, await page.evaluate(() => document.body.scrollHeight));
}
await browser.close();

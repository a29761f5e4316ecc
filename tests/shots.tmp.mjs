import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'] });
const base = 'http://hartley.localhost:4000';
const res = await fetch('http://localhost:4000/_api/quickadd/prd-cst13453', { headers: { host: 'hartley.localhost:4000' } });
const { product } = await res.json();
const v = product.variants.find((x) => x.availableQuantity >= 3);
const path = new URL(product.url, 'http://x').pathname + `?colour=${encodeURIComponent(v.colour)}&size=${encodeURIComponent(v.size)}`;
for (const [name, viewport] of [['desktop', { width: 1440, height: 900 }], ['mobile', { width: 390, height: 844 }]]) {
  const page = await browser.newPage({ viewport, deviceScaleFactor: name === 'mobile' ? 2 : 1, isMobile: name === 'mobile', hasTouch: name === 'mobile' });
  await page.goto(base + path, { waitUntil: 'networkidle' });
  await page.getByRole('button', { name: /^Buy with Apple Pay/ }).waitFor();
  await page.screenshot({ path: `/tmp/shots/${name}-1-buybox.png` });
  if (name === 'mobile') { await page.getByTestId('buy-box').scrollIntoViewIfNeeded(); await page.screenshot({ path: `/tmp/shots/${name}-1b-buybox-scrolled.png` }); }
  await page.getByRole('button', { name: /^Buy with Apple Pay/ }).click();
  const sheet = page.getByRole('dialog', { name: 'Test Wallet' });
  await sheet.waitFor();
  await page.waitForFunction(() => document.querySelector('[data-testid="test-wallet-sheet"]')?.getAttribute('data-phase') === 'ready');
  await page.waitForTimeout(400);
  await page.screenshot({ path: `/tmp/shots/${name}-2-sheet.png` });
  await sheet.getByRole('button', { name: /^Ship to/ }).click();
  await page.screenshot({ path: `/tmp/shots/${name}-3-contacts.png` });
  await sheet.getByRole('radio', { name: /^Grace Hopper/ }).check();
  await page.waitForFunction(() => document.querySelector('[data-testid="test-wallet-sheet"]')?.getAttribute('data-phase') === 'ready');
  await page.screenshot({ path: `/tmp/shots/${name}-4-noship.png` });
  await sheet.getByRole('button', { name: /^Ship to/ }).click();
  await sheet.getByRole('radio', { name: /^Ada Lovelace/ }).check();
  await page.waitForFunction(() => document.querySelector('[data-testid="test-wallet-sheet"]')?.getAttribute('data-phase') === 'ready');
  await sheet.getByRole('button', { name: /^Card/ }).click();
  await page.screenshot({ path: `/tmp/shots/${name}-5-cards.png` });
  await sheet.getByRole('radio', { name: /Declines every payment/ }).check();
  await sheet.getByRole('button', { name: /^Pay / }).click();
  await page.getByTestId('express-wallet-message').waitFor();
  await page.waitForTimeout(300);
  await page.screenshot({ path: `/tmp/shots/${name}-6-declined.png` });
  await page.close();
}
await browser.close();

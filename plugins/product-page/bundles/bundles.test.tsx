// @vitest-environment happy-dom
import { act, createElement, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createShopperStore, ShopperContext, type ShopperContextValue } from '../../shared/shopper/ShopperContext.client';
import { click, mount, settle, unmountAll } from '../delivery/dom.testing';
import { productFixture } from '../page/product-fixture';
import { ProductSelectionProvider } from '../page/ProductSelection.client';
import { BundleSections } from './BundleSections';
import { relatedProduct } from './fixtures';
import { LiveBundles } from './LiveBundles.client';
import { bundleSectionModels, relatedKeys, totalText } from './model';

const dress = relatedProduct('CST12345', 'Satin Cowl Maxi Dress', [
  ['black', '8', 12, 4900],
  ['black', '10', 3, 4900],
  ['black', '12', 0, 4900],
  ['sage', '8', 5, 3900],
  ['sage', '10', 0, 3900],
]);
/** Sizes at different prices; no size chosen for the shopper. */
const blazer = relatedProduct('CST20001', 'Tailored Blazer', [
  ['navy', 'S', 4, 6000],
  ['navy', 'M', 4, 6500],
  ['navy', 'L', 0, 6500],
  ['cream', 'M', 0, 6000],
]);
const belt = relatedProduct('CST20002', 'Leather Belt', [['tan', 'ONE SIZE', 9, 2000]]);
const bag = relatedProduct('CST20003', 'Mini Bag', [['green', 'ONE SIZE', 0, 4500], ['cream', 'ONE SIZE', 2, 4500]]);
const scarf = relatedProduct('CST20004', 'Silk Scarf', [['red', 'ONE SIZE', 3, 1500], ['blue', 'ONE SIZE', 3, 1500], ['pink', 'ONE SIZE', 3, 1500], ['gold', 'ONE SIZE', 3, 1500], ['mint', 'ONE SIZE', 3, 1500]]);
const loaded = [dress, blazer, belt, bag, scarf];

const outfitKeys = ['CST12345', 'CST20001', 'CST20002', 'CST20003'];
const product = productFixture({ related: { outfits: outfitKeys, influencer: ['CST20004', 'CST12345', 'CST20002'] } });

afterEach(async () => {
  await unmountAll();
  vi.unstubAllGlobals();
});

describe('the bundle sections a product shows (P §4, §9)', () => {
  it('takes style together in the order suits, home, beauties, outfits, then the talent bundle', () => {
    const both = productFixture({ related: { outfits: outfitKeys, home: ['CST20002', 'CST12345'], influencer: ['CST20004', 'CST12345'] } });
    expect(bundleSectionModels(both, loaded).map((section) => [section.kind, section.bundle.bundleType])).toEqual([
      ['style', 'home'],
      ['style', 'outfits'],
      ['talent', 'influencer'],
    ]);
    expect(relatedKeys(both)).toEqual(['CST20002', 'CST12345', 'CST20001', 'CST20003', 'CST20004']);
  });

  it('hides outfits when suits show, keeps at most four products, and needs the product and another', () => {
    const suited = productFixture({ related: { suits: ['CST12345', 'CST20001'], outfits: outfitKeys } });
    expect(bundleSectionModels(suited, loaded).map((section) => section.bundle.bundleType)).toEqual(['suits']);
    const crowded = productFixture({ related: { outfits: ['CST20001', 'CST20002', 'CST20003', 'CST20004', 'CST12345'] } });
    expect(bundleSectionModels(crowded, loaded)[0]!.bundle.products.map((entry) => entry.key)).toEqual(['CST20001', 'CST20002', 'CST20003', 'CST12345']);
    expect(bundleSectionModels(productFixture({ related: { outfits: ['CST20001', 'CST20002'] } }), loaded)).toEqual([]);
    expect(bundleSectionModels(productFixture({ related: { outfits: ['CST12345', 'XXX00000'] } }), loaded)).toEqual([]);
  });

  it('totals as one price or a min–max range', () => {
    expect(totalText({ amount: 12900 })).toBe('£129.00');
    expect(totalText({ min: 12900, max: 13400 })).toBe('£129.00 – £134.00');
  });
});

describe('the bundle sections in the server’s HTML', () => {
  const html = renderToStaticMarkup(createElement(BundleSections, { sections: bundleSectionModels(product, loaded) }));

  it('starts items selected only when their colour is in stock, sizes chosen when one is in stock', () => {
    const items = [...html.matchAll(/data-testid="bundle-item" data-product-key="([A-Z0-9]+)" data-selected="(true|false)"/g)].map((match) => [match[1], match[2]]);
    expect(items).toEqual([
      ['CST12345', 'true'],
      ['CST20001', 'true'],
      ['CST20002', 'true'],
      ['CST20003', 'false'],
      ['CST20004', 'true'],
      ['CST12345', 'true'],
      ['CST20002', 'true'],
    ]);
    expect(html).toContain('This colour is out of stock. Please select another colour');
  });

  it('disables out-of-stock sizes in the dropdown with the out-of-stock suffix', () => {
    expect(html).toContain('<option value="L" disabled="">L - Out of stock</option>');
    expect(html).toContain('<option value="S">S</option>');
  });

  it('totals the starting selection as a range while a chosen item has no size, and shows talent with 3 swatches and +N', () => {
    // Dress 49 (black, any size) + blazer 60–65 + belt 20.
    expect(html).toContain('data-testid="bundle-total">£129.00 – £134.00</strong>');
    const talent = html.slice(html.indexOf('data-testid="talent-bundle"'));
    expect(talent).toContain('Styled by our talent');
    const scarfCard = talent.slice(0, talent.indexOf('Satin Cowl'));
    expect(scarfCard.match(/aria-label="Colour [A-Za-z]+"/g)).toHaveLength(3);
    expect(scarfCard).toMatch(/<\/button><a class="[^"]*" href="\/product\/silk-scarf-cst20004">\+2<\/a>/);
    expect(html).not.toContain('data-ready="true"');
  });
});

type Posted = { items: Array<{ sku: string; quantity: number }> };

function stubBasket(answer: (body: Posted) => { status: number; json: unknown }) {
  const posted: Posted[] = [];
  vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
    const body = JSON.parse(String(init.body)) as Posted;
    posted.push(body);
    const { status, json } = answer(body);
    return new Response(JSON.stringify(json), { status, headers: { 'content-type': 'application/json' } });
  });
  return posted;
}

async function mountLive(models = bundleSectionModels(product, loaded).slice(0, 1)) {
  const bag = { count: 0 };
  const shopper = { setBagCount: (count: number) => (bag.count = count) } as unknown as ShopperContextValue;
  const tree: ReactElement = createElement(ShopperContext.Provider, {
    value: createShopperStore(shopper),
    children: createElement(ProductSelectionProvider, { defaultColour: 'black', colours: ['black', 'sage'], children: createElement(LiveBundles, { sections: models }) }),
  });
  const { container } = await mount(tree);
  await settle();
  const item = (key: string) => container.querySelector<HTMLElement>(`[data-testid="bundle-item"][data-product-key="${key}"]`)!;
  const chooseSize = async (key: string, size: string) => {
    const select = item(key).querySelector('select')!;
    await act(async () => {
      select.value = size;
      select.dispatchEvent(new Event('change', { bubbles: true }));
    });
  };
  return { container, bag, item, chooseSize, add: () => click(container.querySelector('[data-testid="bundle-add"]')), status: () => container.querySelector('[data-testid="bundle-status"]')!.textContent };
}

describe('a live bundle section (bundleSelection machine)', () => {
  it('refuses to add while a chosen item has no size: product.selectSizeError under it, nothing posted', async () => {
    const posted = stubBasket(() => ({ status: 200, json: { success: true, cart: { id: 'c1', totalQuantity: 3 } } }));
    const live = await mountLive();
    await live.add();
    expect(posted).toEqual([]);
    expect(live.item('CST12345').querySelector('[data-testid="bundle-item-messages"]')!.textContent).toBe('Please select a size');
    expect(live.item('CST20001').querySelector('[data-testid="bundle-item-messages"]')!.textContent).toBe('Please select a size');
    expect(live.item('CST20002').querySelector('[data-testid="bundle-item-messages"]')!.textContent).toBe('');
    // Choosing a size clears the error.
    await live.chooseSize('CST20001', 'M');
    expect(live.item('CST20001').querySelector('[data-testid="bundle-item-messages"]')!.textContent).toBe('');
  });

  it('selecting an item without a size asks for one; choosing it selects the item', async () => {
    stubBasket(() => ({ status: 200, json: { success: true, cart: { id: 'c1', totalQuantity: 1 } } }));
    const live = await mountLive();
    await click(live.item('CST20001').querySelector('[data-testid="bundle-item-toggle"]'));
    expect(live.item('CST20001').dataset.selected).toBe('false');
    await click(live.item('CST20001').querySelector('[data-testid="bundle-item-toggle"]'));
    expect(live.item('CST20001').textContent).toContain('Please select a size');
    await live.chooseSize('CST20001', 'S');
    expect(live.item('CST20001').dataset.selected).toBe('true');
  });

  it('adds every selected item once, updates the bag count, deselects them all and says so', async () => {
    const posted = stubBasket(() => ({ status: 200, json: { success: true, cart: { id: 'c1', totalQuantity: 5 } } }));
    const live = await mountLive();
    await live.chooseSize('CST12345', '10');
    await live.chooseSize('CST20001', 'M');
    expect(live.container.querySelector('[data-testid="bundle-total"]')!.textContent).toBe('£134.00');
    await live.add();
    await settle();
    expect(posted).toEqual([
      {
        items: [
          { sku: 'CST12345-black-10', quantity: 1 },
          { sku: 'CST20001-navy-M', quantity: 1 },
          { sku: 'CST20002-tan-ONE SIZE', quantity: 1 },
        ],
      },
    ]);
    expect(live.bag.count).toBe(5);
    expect([...live.container.querySelectorAll<HTMLElement>('[data-testid="bundle-item"]')].map((item) => item.dataset.selected)).toEqual(['false', 'false', 'false', 'false']);
    expect(live.status()).toBe('Added to your bag');
  });

  it('shows the basket’s refusal in red below the button and keeps the selection', async () => {
    stubBasket(() => ({ status: 409, json: { success: false, message: 'Only 2 left in stock' } }));
    const live = await mountLive();
    await live.chooseSize('CST12345', '8');
    await live.chooseSize('CST20001', 'S');
    await live.add();
    await settle();
    expect(live.status()).toBe('Only 2 left in stock');
    expect(live.item('CST20001').dataset.selected).toBe('true');
  });

  it('deselects an item whose colour is out of stock, with product.colourOutOfStock and product.selectAnotherColour', async () => {
    stubBasket(() => ({ status: 200, json: {} }));
    const live = await mountLive();
    await click(live.item('CST20001').querySelector('[aria-label="Colour Cream"]'));
    expect(live.item('CST20001').dataset.selected).toBe('false');
    expect(live.item('CST20001').querySelector('[data-testid="bundle-item-messages"]')!.textContent).toBe('This colour is out of stock. Please select another colour');
    // A colour back in stock can be chosen again; the item waits for a size.
    await click(live.item('CST20003').querySelector('[aria-label="Colour Cream"]'));
    await click(live.item('CST20003').querySelector('[data-testid="bundle-item-toggle"]'));
    expect(live.item('CST20003').dataset.selected).toBe('true');
  });
});

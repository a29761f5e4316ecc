// @vitest-environment jsdom
import { act } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { share as spec } from '@storefront/machines/spec';
import { createShopperStore, ShopperContext, type ShopperContextValue } from '../../shared/shopper/ShopperContext.client';
import { click, mount, settle, unmountAll } from '../delivery/dom.testing';
import { deliverLink, shortenUrl, type ShareServices } from './share-api';
import { ShareButton } from './ShareButton.client';

const PAGE = 'http://coast.localhost:3000/product/satin-midi-dress?colour=black';

afterEach(async () => {
  await unmountAll();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function services(overrides: Partial<ShareServices> = {}) {
  const calls = { shortened: [] as string[], delivered: [] as string[], affiliate: 0 };
  const value: ShareServices = {
    fetchAffiliateId: async () => {
      calls.affiliate += 1;
      return 'A1B2C3';
    },
    shortenUrl: async (url) => {
      calls.shortened.push(url);
      return 'http://coast.localhost:3000/s/Ab12Cd34';
    },
    deliver: async (url) => {
      calls.delivered.push(url);
      return 'copied';
    },
    ...overrides,
  };
  return { value, calls };
}

const shopper = (viewer: ShopperContextValue['viewer'], ready = true) =>
  ({ viewer, ready, staffEditUrlPrefix: undefined, requestSignIn: async () => false, wishlist: null, wishlistHearts: null, quickAddInUse: undefined, setQuickAddInUse() {}, bagCount: 0, setBagCount() {} }) satisfies ShopperContextValue;

async function press(options: { viewer?: ShopperContextValue['viewer']; services: ShareServices }) {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  await mount(
    <ShopperContext value={createShopperStore(shopper(options.viewer ?? { kind: 'guest' }))}>
      <ShareButton url={PAGE} title="Satin Midi Dress" services={options.services} />
    </ShopperContext>,
  );
  const button = document.querySelector<HTMLButtonElement>('[data-testid="share-button"]')!;
  await click(button);
  await settle(6);
  const copied = () => document.querySelector('[data-testid="share-copied"]')!.textContent;
  const advance = (ms: number) => act(async () => void vi.advanceTimersByTime(ms));
  return { button, copied, advance };
}

describe('share button', () => {
  it('copies a guest’s short link with the tracking parameters, shows Copied for 3 s, then clears', async () => {
    const { value, calls } = services();
    const { copied, advance, button } = await press({ services: value });
    expect(calls.affiliate).toBe(0);
    const shared = new URL(calls.shortened[0]!);
    expect(Object.fromEntries(shared.searchParams)).toEqual({ colour: 'black', link_source: 'pdp', utm_source: 'pdp_share', utm_medium: 'referral' });
    expect(calls.delivered).toEqual(['http://coast.localhost:3000/s/Ab12Cd34']);
    expect(copied()).toBe('Copied');
    expect(button.disabled).toBe(false);
    await advance(spec.copiedMs - 1);
    expect(copied()).toBe('Copied');
    await advance(1);
    expect(copied()).toBe('');
  });

  it('adds a signed-in shopper’s affiliate id, and shares without it when the customer call fails', async () => {
    const signedIn = services();
    await press({ viewer: { kind: 'signed-in', name: 'Ada' }, services: signedIn.value });
    expect(new URL(signedIn.calls.shortened[0]!).searchParams.get('affiliateId')).toBe('A1B2C3');
    await unmountAll();
    const failing = services({ fetchAffiliateId: async () => Promise.reject(new Error('401')) });
    const { copied } = await press({ viewer: { kind: 'signed-in', name: 'Ada' }, services: failing.value });
    expect(new URL(failing.calls.shortened[0]!).searchParams.has('affiliateId')).toBe(false);
    expect(copied()).toBe('Copied');
  });

  it('does nothing when no short link comes back', async () => {
    const { value, calls } = services({ shortenUrl: async () => undefined });
    const { copied, button } = await press({ services: value });
    expect(calls.delivered).toEqual([]);
    expect(copied()).toBe('');
    expect(button.disabled).toBe(false);
  });

  it('says nothing was copied when the device’s share sheet took the link', async () => {
    const { value } = services({ deliver: async () => 'shared' });
    const { copied } = await press({ services: value });
    expect(copied()).toBe('');
  });

  it('is disabled in the server’s HTML, until it can work', () => {
    expect(renderToStaticMarkup(<ShareButton url={PAGE} title="Satin Midi Dress" />)).toMatch(/<button[^>]*disabled=""/);
  });
});

describe('share calls', () => {
  it('posts the url as a form field with the CSRF token and reads shorturl', async () => {
    document.cookie = 'sf_csrf=tok3n';
    const fetch = vi.fn(async (_url: string, _init?: RequestInit) => new Response(JSON.stringify({ success: true, shorturl: 'http://x/s/Ab12Cd34' }), { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    expect(await shortenUrl(PAGE)).toBe('http://x/s/Ab12Cd34');
    const [endpoint, init] = fetch.mock.calls[0]!;
    expect(endpoint).toBe('/_api/url-shorten?index');
    expect(init?.method).toBe('POST');
    expect(new URLSearchParams(String(init?.body)).get('url')).toBe(PAGE);
    expect((init?.headers as Record<string, string>)['x-csrf-token']).toBe('tok3n');
    fetch.mockResolvedValueOnce(new Response(JSON.stringify({ success: false, message: 'Only this site’s product pages can be shortened' }), { status: 422 }));
    expect(await shortenUrl('https://evil.example/')).toBeUndefined();
  });

  it('uses the Web Share API when there is one, else copies to the clipboard', async () => {
    const share = vi.fn(async () => {});
    const writeText = vi.fn(async () => {});
    vi.stubGlobal('navigator', { share, clipboard: { writeText } });
    expect(await deliverLink('http://x/s/1', 'Dress')).toBe('shared');
    expect(share).toHaveBeenCalledWith({ title: 'Dress', url: 'http://x/s/1' });
    vi.stubGlobal('navigator', { clipboard: { writeText } });
    expect(await deliverLink('http://x/s/2', 'Dress')).toBe('copied');
    expect(writeText).toHaveBeenCalledWith('http://x/s/2');
  });
});

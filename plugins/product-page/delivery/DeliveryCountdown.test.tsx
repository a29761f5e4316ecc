// @vitest-environment jsdom
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CutOffBrands } from '@storefront/machines/deliveryCountdown.cutOffs';
import { DeliveryCountdown } from './DeliveryCountdown.client';
import { countdownTexts } from './islands.texts';
import { mount, settle, unmountAll } from './dom.testing';

const brands: CutOffBrands = { marketplacePrefix: 'MP-', lateBrands: ['nastygal'], namedBrands: ['coast'] };

afterEach(async () => {
  await unmountAll();
  vi.useRealTimers();
});

/** Mounts the badge with the browser's clock at `iso`, and waits for its machine to load. */
async function badgeAt(iso: string, option: Parameters<typeof DeliveryCountdown>[0]['option']) {
  vi.useFakeTimers({ now: Date.parse(iso), toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
  const { container } = await mount(<DeliveryCountdown option={option} brands={brands} />);
  await settle();
  const badge = () => container.querySelector('[data-testid="delivery-countdown"]')!;
  const advance = (ms: number) => act(async () => void vi.advanceTimersByTime(ms));
  return { badge, advance };
}

describe('delivery countdown badge', () => {
  it('counts down to the cut-off on the shopper’s clock and is gone once it passes, keeping its place', async () => {
    const { badge, advance } = await badgeAt('2025-11-28T22:58:58Z', { service: 'express', brand: 'coast', isExpressEnabled: true });
    expect(badge().textContent).toBe('Order in 1m 2s for express delivery');
    await advance(1_000);
    expect(badge().textContent).toBe('Order in 1m 1s for express delivery');
    await advance(61_500);
    expect(badge().textContent).toBe('');
    // The place stays: nothing below it moves.
    expect(badge().isConnected).toBe(true);
  });

  it('counts hours, minutes and seconds for next day delivery', async () => {
    const { badge } = await badgeAt('2025-11-28T19:44:30Z', { service: 'nextDay', brand: 'coast', isExpressEnabled: false });
    expect(badge().textContent).toBe('Order in 3h 15m 30s for next day delivery');
  });

  it('offers express after the next-day cut-off when express is enabled', async () => {
    const { badge, advance } = await badgeAt('2025-11-29T20:59:59Z', { service: 'nextDay', brand: 'nastygal', isExpressEnabled: true });
    expect(badge().textContent).toBe('Order in 0m 1s for next day delivery');
    await advance(1_000);
    expect(badge().textContent).toBe(countdownTexts.expressAvailable);
  });

  it('counts to an enterprise-configured cut-off', async () => {
    const { badge } = await badgeAt('2025-11-28T13:30:00Z', { service: 'standard', brand: 'MP-Linen House', configuredCutOff: '14:00', isExpressEnabled: false });
    expect(badge().textContent).toBe('Order in 30m 0s for dispatch today');
  });
});

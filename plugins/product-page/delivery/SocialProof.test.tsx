// @vitest-environment jsdom
import { act } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SocialProofMessage } from '@storefront/machines/socialProof.machine';
import { socialProof as spec } from '@storefront/machines/spec';
import { socialProofTexts as text } from './islands.texts';
import { button, click, mount, settle, unmountAll } from './dom.testing';
import { SocialProof } from './SocialProof.client';
import { StrongText } from './StrongText';

const baskets: SocialProofMessage = { code: 'BASKETS', message: '<strong>12 people</strong> have added this to their bag in the last 24 hours', isDismissible: true };
const wishlists: SocialProofMessage = { code: 'WISHLISTS', message: '<strong>4 shoppers</strong> saved this to their wishlist this week', isDismissible: false };

afterEach(async () => {
  await unmountAll();
  vi.useRealTimers();
});

async function start(messages: SocialProofMessage[], productKey = 'CST10001') {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  const fetchMessages = vi.fn(async () => messages);
  const view = await mount(<SocialProof productKey={productKey} fetchMessages={fetchMessages} />);
  await settle();
  const toast = () => document.querySelector('[data-testid="social-proof"]');
  const advance = (ms: number) => act(async () => void vi.advanceTimersByTime(ms));
  return { ...view, fetchMessages, toast, advance };
}

describe('social proof messages', () => {
  it('shows the first message after 2 s with its strong part in bold, then the next after 5 s and a 300 ms fade', async () => {
    const { toast, advance, fetchMessages } = await start([baskets, wishlists]);
    expect(fetchMessages).toHaveBeenCalledWith('CST10001');
    expect(toast()).toBeNull();
    await advance(spec.startAfterMs);
    expect(toast()?.textContent).toBe('12 people have added this to their bag in the last 24 hours');
    expect(toast()?.querySelector('strong')?.textContent).toBe('12 people');
    await advance(spec.displayMs);
    expect(toast()?.getAttribute('data-state')).toBe('fading');
    await advance(spec.fadeMs);
    expect(toast()?.textContent).toBe('4 shoppers saved this to their wishlist this week');
    // Not dismissible: no dismiss button.
    expect(button(text.dismiss)).toBeUndefined();
  });

  it('lets a shopper dismiss a dismissible message, which does not come back', async () => {
    const { toast, advance } = await start([baskets, wishlists]);
    await advance(spec.startAfterMs);
    await click(button(text.dismiss));
    await advance(spec.fadeMs);
    expect(toast()?.textContent).toContain('4 shoppers');
    await advance(spec.displayMs + spec.fadeMs);
    expect(toast()?.textContent).toContain('4 shoppers');
  });

  it('starts again for another product, its dismissals forgotten', async () => {
    const { toast, advance, rerender, fetchMessages } = await start([baskets]);
    await advance(spec.startAfterMs);
    await click(button(text.dismiss));
    await advance(spec.fadeMs);
    expect(toast()).toBeNull();
    await rerender(<SocialProof productKey="CST10002" fetchMessages={fetchMessages} />);
    await settle();
    expect(fetchMessages).toHaveBeenLastCalledWith('CST10002');
    await advance(spec.startAfterMs);
    expect(toast()?.textContent).toContain('12 people');
  });

  it('shows nothing when there are no messages', async () => {
    const { toast, advance } = await start([]);
    await advance(60_000);
    expect(toast()).toBeNull();
  });
});

describe('StrongText', () => {
  it('draws <strong> as bold and any other markup as plain text', () => {
    expect(renderToStaticMarkup(<StrongText message="<strong>3 people</strong> bought this" />)).toBe('<strong>3 people</strong> bought this');
    expect(renderToStaticMarkup(<StrongText message='<img src=x onerror="alert(1)"><strong><em>x</em></strong>' />)).toBe(
      '&lt;img src=x onerror=&quot;alert(1)&quot;&gt;<strong>&lt;em&gt;x&lt;/em&gt;</strong>',
    );
  });
});

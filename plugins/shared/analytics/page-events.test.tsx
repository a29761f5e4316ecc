// @vitest-environment jsdom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { contentViewEvent, trackContentView } from './content-events';
import { ContentView } from './ContentView.client';
import { revieveClickEvent, revieveVtoEvent, trackRevieveClick, trackRevieveVto } from './feature-events';
import { menuLinkOf, menuTrackingEvent, watchMenuClicks } from './menu-events';

const layer = () => (window as unknown as { dataLayer?: Array<Record<string, unknown>> }).dataLayer ?? [];

afterEach(() => {
  delete (window as { dataLayer?: unknown[] }).dataLayer;
  document.body.innerHTML = '';
});

describe('menuTracking (P §7)', () => {
  it('names the link followed in the department menu, in the header bar or the phone drawer', () => {
    document.body.innerHTML = `
      <header><nav aria-label="Departments"><ul><li><a href="/categories/women"> Women </a></li></ul></nav></header>
      <dialog open><nav aria-label="Departments"><a href="/categories/men"><span>Men</span></a></nav></dialog>
      <nav aria-label="Your account"><a href="/wishlist">Wishlist</a></nav>`;
    const [women, men, wishlist] = [...document.querySelectorAll('a')];
    expect(menuLinkOf(women!)).toEqual({ label: 'Women', href: '/categories/women', drawer: false });
    expect(menuLinkOf(men!.querySelector('span'))).toEqual({ label: 'Men', href: '/categories/men', drawer: true });
    expect(menuLinkOf(wishlist!)).toBeUndefined();
    expect(menuTrackingEvent({ label: 'Men', href: '/categories/men', drawer: true })).toEqual({ event: 'menuTracking', menuLabel: 'Men', menuHref: '/categories/men', menuType: 'mobile' });
  });

  it('pushes once per click however often the pages start watching, and not for other links', () => {
    document.body.innerHTML = `<nav aria-label="Departments"><a href="#women">Women</a></nav><a href="#sale">Sale banner</a>`;
    watchMenuClicks(document);
    watchMenuClicks(document);
    document.querySelector<HTMLAnchorElement>('nav a')!.click();
    document.querySelector<HTMLAnchorElement>('body > a')!.click();
    expect(layer()).toEqual([{ event: 'menuTracking', menuLabel: 'Women', menuHref: '#women', menuType: 'desktop' }]);
  });
});

describe('viewContent (P §7)', () => {
  it('names the content page shown', () => {
    expect(contentViewEvent({ entryId: 'e1', title: 'New in', path: '/pages/new-in' })).toEqual({ event: 'viewContent', contentId: 'e1', contentTitle: 'New in', contentPath: '/pages/new-in' });
    trackContentView({ entryId: 'home', title: 'Home', path: '/' });
    expect(layer()).toEqual([{ event: 'viewContent', contentId: 'home', contentTitle: 'Home', contentPath: '/' }]);
  });

  it('is pushed by the content page once it has drawn', async () => {
    const host = document.createElement('div');
    document.body.append(host);
    const root = createRoot(host);
    await act(async () => root.render(<ContentView entryId="e2" title="Sale" path="/pages/sale" />));
    await vi.waitFor(() => expect(layer()).toEqual([{ event: 'viewContent', contentId: 'e2', contentTitle: 'Sale', contentPath: '/pages/sale' }]));
    expect(host.innerHTML).toBe('');
    act(() => root.unmount());
  });
});

describe('try-on events (P §7)', () => {
  const product = { productKey: 'BTY00001', productName: 'Satin Lipstick', classification: 'makeup' };

  it('revieveClick and revieveVto carry what they are about', () => {
    expect(revieveClickEvent(product)).toEqual({ event: 'revieveClick', ...product });
    expect(revieveVtoEvent(product, false)).toEqual({ event: 'revieveVto', ...product, available: false });
    trackRevieveClick(product);
    trackRevieveVto(product, true);
    expect(layer().map((entry) => entry.event)).toEqual(['revieveClick', 'revieveVto']);
    expect(layer()[1]).toEqual({ event: 'revieveVto', ...product, available: true });
  });
});

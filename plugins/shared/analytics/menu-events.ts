import { pageDataLayer, pushToDataLayer, type DataLayer } from './data-layer';

/**
 * menuTracking (P §7): a link followed in the site's department menu, the header's bar on wide
 * screens or the drawer on phones (both are the nav labelled 'Departments'). The header is drawn
 * by the server and carries no script for this: each page's analytics, once loaded, starts
 * listening, and the push happens as the click is handled, before the browser leaves the page.
 */
const MENU = 'nav[aria-label="Departments"]';

export function menuTrackingEvent(link: { label: string; href: string; drawer: boolean }) {
  return { event: 'menuTracking', menuLabel: link.label, menuHref: link.href, menuType: link.drawer ? 'mobile' : 'desktop' };
}

/** The menu link a click landed on, if any. */
export function menuLinkOf(target: EventTarget | null): { label: string; href: string; drawer: boolean } | undefined {
  const link = target instanceof Element ? target.closest(`${MENU} a[href]`) : null;
  if (!link) return undefined;
  return { label: (link.textContent ?? '').trim(), href: link.getAttribute('href') ?? '', drawer: link.closest('dialog') !== null };
}

let watching: EventTarget | undefined;

/** Starts pushing menuTracking for clicks in `root` (the document); once however often called. */
export function watchMenuClicks(root: EventTarget = document, layer?: () => DataLayer | undefined): void {
  if (watching === root) return;
  watching = root;
  root.addEventListener(
    'click',
    (event) => {
      const link = menuLinkOf(event.target);
      if (link) pushToDataLayer(menuTrackingEvent(link), (layer ?? pageDataLayer)());
    },
    { capture: true },
  );
}

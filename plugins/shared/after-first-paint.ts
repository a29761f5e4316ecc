/**
 * Resolves when the page has loaded and the browser is idle, or at the shopper's first input
 * (pointer, key, touch, focus), whichever comes first; at once on the server. Code that a page
 * needs only once someone acts (a filter bar's behaviour) waits for it, so the first load and
 * the main thread during it carry only what paints the page.
 */
let opened: Promise<void> | undefined;

const INPUT_EVENTS = ['pointerdown', 'keydown', 'touchstart', 'focusin'] as const;
/** An idle moment may never come on a busy page: the code loads after this long regardless. */
const IDLE_TIMEOUT_MS = 2_000;

export function afterFirstPaint(): Promise<void> {
  if (typeof window === 'undefined') return Promise.resolve();
  opened ??= new Promise<void>((resolve) => {
    const open = () => {
      for (const type of INPUT_EVENTS) window.removeEventListener(type, open, true);
      resolve();
    };
    for (const type of INPUT_EVENTS) window.addEventListener(type, open, { capture: true, passive: true });
    const whenIdle = () => {
      if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(open, { timeout: IDLE_TIMEOUT_MS });
      else window.setTimeout(open, 0);
    };
    if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, { once: true });
  });
  return opened;
}

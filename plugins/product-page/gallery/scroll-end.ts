/** How long a scroll must be still to count as ended where the browser has no `scrollend` event. */
const SETTLE_MS = 120;

/** Calls `settled` once a scroll of `element` has come to rest; returns the unsubscribe. */
export function onScrollEnd(element: HTMLElement, settled: () => void): () => void {
  if ('onscrollend' in window) {
    element.addEventListener('scrollend', settled);
    return () => element.removeEventListener('scrollend', settled);
  }
  let timer: ReturnType<typeof setTimeout> | undefined;
  const scrolled = () => {
    clearTimeout(timer);
    timer = setTimeout(settled, SETTLE_MS);
  };
  element.addEventListener('scroll', scrolled, { passive: true });
  return () => {
    clearTimeout(timer);
    element.removeEventListener('scroll', scrolled);
  };
}

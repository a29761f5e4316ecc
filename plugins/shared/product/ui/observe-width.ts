/**
 * One ResizeObserver for every card on the page (a listing has 40 or more): each element's
 * callback hears its width after layout, first when it is observed and then on each resize.
 */
const callbacks = new Map<Element, (width: number) => void>();
let observer: ResizeObserver | undefined;

export function observeWidth(element: HTMLElement, onWidth: (width: number) => void): () => void {
  observer ??= new ResizeObserver((entries) => {
    for (const entry of entries) callbacks.get(entry.target)?.((entry.target as HTMLElement).clientWidth);
  });
  callbacks.set(element, onWidth);
  observer.observe(element);
  return () => {
    observer?.unobserve(element);
    callbacks.delete(element);
  };
}

import type { CarouselActor } from './slider-sync';
import { onScrollEnd } from './scroll-end';

/**
 * The desktop thumbnail strip on its own carousel machine: the thumbnail leading the strip's view.
 * Its arrows scroll one thumbnail at a time and are there only where the strip can go (read with
 * `state.can`); the chosen picture's thumbnail is always scrolled into view.
 */
export function mountThumbnailStrip(strip: HTMLElement, thumbnails: CarouselActor, pictures: CarouselActor): () => void {
  const items = () => [...strip.children] as HTMLElement[];
  /** Distance from one thumbnail to the next (its height and the gap). */
  const step = () => {
    const [first, second] = items();
    return first && second ? second.offsetTop - first.offsetTop : (first?.offsetHeight ?? 0);
  };
  const measure = () => {
    const distance = step();
    const slideCount = items().length;
    // Hidden (a phone's layout): everything counts as in view, so the arrows stay away.
    const slidesPerView = distance > 0 && strip.clientHeight > 0 ? strip.clientHeight / distance : slideCount;
    thumbnails.send({ type: 'carousel.layoutChanged', slideCount, slidesPerView });
  };
  /** The leading thumbnail the strip is scrolled to (or was scrolled to by the shopper). */
  let shown = thumbnails.getSnapshot().context.index;
  const settle = () => {
    const distance = step();
    if (distance <= 0) return;
    const atEnd = strip.scrollTop + strip.clientHeight >= strip.scrollHeight - 1;
    const count = items().length;
    // goTo leads with the last position when asked for a thumbnail past it.
    const index = atEnd ? count - 1 : Math.min(count - 1, Math.round(strip.scrollTop / distance));
    // Where the shopper left the strip is where it is: no scroll back to it.
    shown = index;
    if (index !== thumbnails.getSnapshot().context.index) thumbnails.send({ type: 'carousel.goTo', index });
  };
  const followStrip = thumbnails.subscribe((snapshot) => {
    if (snapshot.context.index === shown) return;
    shown = snapshot.context.index;
    strip.scrollTo({ top: shown * step(), behavior: 'smooth' });
  });
  const keepChosenInView = pictures.subscribe((snapshot) => {
    const chosen = snapshot.context.index;
    const { index: lead, slidesPerView } = thumbnails.getSnapshot().context;
    const fullyShown = Math.max(1, Math.floor(slidesPerView));
    if (chosen < lead) thumbnails.send({ type: 'carousel.goTo', index: chosen });
    else if (chosen >= lead + fullyShown) thumbnails.send({ type: 'carousel.goTo', index: chosen - fullyShown + 1 });
  });
  const resize = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(measure);
  resize?.observe(strip);
  measure();
  const stopScrollEnd = onScrollEnd(strip, settle);
  return () => {
    followStrip.unsubscribe();
    keepChosenInView.unsubscribe();
    resize?.disconnect();
    stopScrollEnd();
  };
}

import Swiper from 'swiper';
import type { Actor } from 'xstate';
import type { carouselMachine } from '@storefront/machines/carousel.machine';
import { carousel as carouselSpec } from '@storefront/machines/spec';
import { onScrollEnd } from './scroll-end';

export type CarouselActor = Actor<typeof carouselMachine>;

export interface SliderElements {
  /** The slider (swiper's container) around the scrolling track. */
  slider: HTMLElement;
  /** Class names of the track (swiper's wrapper) and of its slides. */
  wrapperClass: string;
  slideClass: string;
}

const reducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;

/**
 * Swiper over a server-drawn scroll-snap track, kept in step with the carousel machine. Swiper
 * runs in CSS mode: the track keeps scrolling natively as it did before this code arrived, so
 * taking it over moves nothing (no layout shift, no jump under a finger mid-swipe).
 * The machine holds the slide: a swipe tells it the slide swiper settled on; an arrow, a
 * thumbnail or the zoom view change it, and swiper scrolls there.
 */
export function mountSlider({ slider, wrapperClass, slideClass }: SliderElements, carousel: CarouselActor): () => void {
  const track = slider.querySelector<HTMLElement>(`.${wrapperClass}`);
  if (!track) return () => {};
  // A shopper may have swiped the server-drawn strip already: start where it is.
  const scrolledTo = track.clientWidth > 0 ? Math.round(track.scrollLeft / track.clientWidth) : 0;
  const slideCount = carousel.getSnapshot().context.slideCount;
  if (scrolledTo > 0 && scrolledTo < slideCount && scrolledTo !== carousel.getSnapshot().context.index) {
    carousel.send({ type: 'carousel.goTo', index: scrolledTo });
  }
  const indexNow = () => carousel.getSnapshot().context.index;
  /** The slide swiper is scrolling to for the machine; the slides it passes on the way are not choices. */
  let heading: number | undefined;
  const swiper = new Swiper(slider, {
    cssMode: true,
    // In CSS mode the browser's scroll snapping decides a swipe; the speed is the arrows' and thumbnails'.
    speed: reducedMotion() ? 0 : carouselSpec.speedMs,
    initialSlide: indexNow(),
    wrapperClass,
    slideClass,
  });
  const settle = () => {
    heading = undefined;
    if (swiper.activeIndex !== indexNow()) carousel.send({ type: 'carousel.goTo', index: swiper.activeIndex });
  };
  swiper.on('slideChange', () => {
    if (heading !== undefined) {
      if (swiper.activeIndex === heading) heading = undefined;
      return;
    }
    if (swiper.activeIndex !== indexNow()) carousel.send({ type: 'carousel.goTo', index: swiper.activeIndex });
  });
  const stopScrollEnd = onScrollEnd(track, settle);
  const subscription = carousel.subscribe((snapshot) => {
    const index = snapshot.context.index;
    if (index === swiper.activeIndex) return;
    heading = index;
    swiper.slideTo(index);
  });
  return () => {
    subscription.unsubscribe();
    stopScrollEnd();
    swiper.destroy(true, false);
  };
}

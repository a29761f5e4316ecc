import { createActor, type Actor, type SnapshotFrom } from 'xstate';
import { carouselMachine, carouselSelectors } from '@storefront/machines/carousel.machine';
import { slideZoomMachine, slideZoomSelectors } from '@storefront/machines/slideZoom.machine';
import { gallery } from './gallery.constants';
import { mountSlider, type CarouselActor, type SliderElements } from './slider-sync';
import { mountThumbnailStrip } from './thumbnail-strip';
import { toggleZoom } from './zoom-toggle';
import { StripArrows } from './StripArrows.client';
import { ZoomView } from './ZoomView.client';

type CarouselSnapshot = SnapshotFrom<typeof carouselMachine>;
type SlideZoomSnapshot = SnapshotFrom<typeof slideZoomMachine>;

export interface GalleryEngine {
  /** Which picture the gallery shows (main slider, thumbnails, counter, progress, zoom view). */
  carousel: CarouselActor;
  /** Which thumbnail leads the desktop strip. */
  thumbnails: CarouselActor;
  /** The desktop in-place zoom (3×). */
  zoom: Actor<typeof slideZoomMachine>;
  /** What the gallery's controls read. */
  read: {
    index(snapshot: CarouselSnapshot): number;
    canPrevious(snapshot: CarouselSnapshot): boolean;
    canNext(snapshot: CarouselSnapshot): boolean;
    scale(snapshot: SlideZoomSnapshot): number;
  };
  toggleZoom(): void;
  unzoom(): void;
  /** Puts swiper on the slider and the strip in step; returns the undo. */
  mount(elements: SliderElements & { strip: HTMLElement }): () => void;
  stop(): void;
  ZoomView: typeof ZoomView;
  StripArrows: typeof StripArrows;
}

const still = { loop: false, rewind: false, autoplay: false, stopAutoplayOnInteraction: false } as const;

/**
 * The gallery's interactive part, loaded on first interaction or when idle: the carousel and
 * slideZoom machines, swiper and the full-screen zoom view. Nothing of it is in the first load.
 */
export function startGallery(slideCount: number): GalleryEngine {
  const carousel = createActor(carouselMachine, { input: { slideCount, slidesPerView: 1, ...still } }).start();
  // Until the strip is measured every thumbnail counts as in view: no scroll arrows.
  const thumbnails = createActor(carouselMachine, { input: { slideCount, slidesPerView: slideCount, ...still } }).start();
  const zoom = createActor(slideZoomMachine, { input: { maxScale: gallery.desktopZoom } }).start();
  // Another picture is never shown zoomed.
  let shown = carousel.getSnapshot().context.index;
  const unzoomOnChange = carousel.subscribe((snapshot) => {
    if (snapshot.context.index === shown) return;
    shown = snapshot.context.index;
    zoom.send({ type: 'slideZoom.reset' });
  });
  return {
    carousel,
    thumbnails,
    zoom,
    read: {
      index: carouselSelectors.index,
      canPrevious: (snapshot) => snapshot.can({ type: 'carousel.previous' }),
      canNext: (snapshot) => snapshot.can({ type: 'carousel.next' }),
      scale: slideZoomSelectors.scale,
    },
    toggleZoom: () => toggleZoom(zoom),
    unzoom: () => zoom.send({ type: 'slideZoom.reset' }),
    mount({ strip, ...slider }) {
      const unmountSlider = mountSlider(slider, carousel);
      const unmountStrip = mountThumbnailStrip(strip, thumbnails, carousel);
      return () => {
        unmountSlider();
        unmountStrip();
      };
    },
    stop() {
      unzoomOnChange.unsubscribe();
      carousel.stop();
      thumbnails.stop();
      zoom.stop();
    },
    ZoomView,
    StripArrows,
  };
}

'use client';

import { startTransition, useCallback, useEffect, useRef, useState, type MouseEvent, type PointerEvent, type ReactNode } from 'react';
import { afterFirstPaint } from '../../shared/after-first-paint';
import { loadInTurn } from '../../shared/load-in-turn';
import { useActorValue } from '../../shared/use-actor-value';
import { useHydrated } from '../../shared/use-hydrated';
import type { GalleryEngine } from './gallery-engine';
import type { FilmSource } from './gallery-media';
import { galleryTexts as texts } from './gallery.texts';
import styles from './ProductGallery.module.css';

/** A slide as the browser needs it: the zoom picture's URLs, or the film to play. */
export type GallerySlide =
  | { kind: 'image'; alt: string; zoomSrc: string; zoomSrcSet: string }
  | { kind: 'video'; alt: string; sources: FilmSource[]; poster: string; width: number; height: number };

export interface GalleryFrameProps {
  productName: string;
  colour: string;
  slides: GallerySlide[];
  /** The server-drawn main pictures (or a film's poster and player), one per slide. */
  pictures: ReactNode[];
  /** The server-drawn thumbnails, one per slide. */
  thumbnails: ReactNode[];
}

const atStart = () => 0;
const never = () => false;
const unscaled = () => 1;

/** Where the pointer is over a picture, as the zoom's origin (the zoom follows it). */
function followPointer(event: { clientX: number; clientY: number; currentTarget: HTMLElement }) {
  const box = event.currentTarget.getBoundingClientRect();
  if (!box.width || !box.height) return;
  event.currentTarget.style.setProperty('--zoom-x', `${((event.clientX - box.left) / box.width) * 100}%`);
  event.currentTarget.style.setProperty('--zoom-y', `${((event.clientY - box.top) / box.height) * 100}%`);
}

/**
 * The gallery's browser part: the only code of it in the page's first load. It hydrates the
 * server-drawn gallery (a scroll-snap strip that swipes by itself) and loads the rest (the
 * carousel and zoom machines, swiper, the zoom view) on the shopper's first pointer, touch, key
 * or focus on the gallery, or when the browser is idle after load. A press before that waits
 * for it and then counts.
 */
export function GalleryFrame({ productName, colour, slides, pictures, thumbnails }: GalleryFrameProps) {
  const count = slides.length;
  const hydrated = useHydrated();
  const [engine, setEngine] = useState<GalleryEngine>();
  const [zoomViewOpen, setZoomViewOpen] = useState(false);
  const [playing, setPlaying] = useState<readonly number[]>([]);
  const loading = useRef<Promise<GalleryEngine>>(undefined);
  const slider = useRef<HTMLDivElement>(null);
  const strip = useRef<HTMLUListElement>(null);
  const zoomButton = useRef<HTMLButtonElement>(null);
  const pointerType = useRef('mouse');

  const load = useCallback(
    () =>
      (loading.current ??= import('./gallery-engine').then(({ startGallery }) => {
        const started = startGallery(count);
        startTransition(() => setEngine(started));
        return started;
      })),
    [count],
  );
  const withEngine = (action: (started: GalleryEngine) => void) => void load().then(action);

  useEffect(() => {
    let live = true;
    void afterFirstPaint().then(() => {
      if (live) void loadInTurn(load);
    });
    return () => {
      live = false;
    };
  }, [load]);
  useEffect(() => () => engine?.stop(), [engine]);
  useEffect(
    () => engine?.mount({ slider: slider.current!, strip: strip.current!, wrapperClass: styles.track!, slideClass: styles.slide! }),
    [engine],
  );

  const index = useActorValue(engine?.carousel, engine?.read.index ?? atStart, 0);
  const canPrevious = useActorValue(engine?.carousel, engine?.read.canPrevious ?? never, false);
  const canNext = useActorValue(engine?.carousel, engine?.read.canNext ?? never, count > 1);
  const scale = useActorValue(engine?.zoom, engine?.read.scale ?? unscaled, 1);
  const current = slides[index];

  const onPictureClick = (event: MouseEvent<HTMLDivElement>) => {
    // Not on touch devices (P §2): a tap opens the full-screen zoom instead.
    if (pointerType.current !== 'mouse') return withEngine(() => setZoomViewOpen(true));
    followPointer(event);
    withEngine((started) => started.toggleZoom());
  };
  const onPicturePointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (event.pointerType === 'mouse') followPointer(event);
  };

  return (
    <section
      className={styles.gallery}
      aria-roledescription="carousel"
      aria-label={texts.region(productName)}
      data-colour={colour}
      data-testid="product-gallery"
      onPointerEnter={() => void load()}
      onPointerDown={(event) => {
        pointerType.current = event.pointerType;
        void load();
      }}
      onFocus={() => void load()}
    >
      <div className={styles.thumbnails}>
        <ul ref={strip} className={styles.strip}>
          {thumbnails.map((thumbnail, position) => (
            <li key={position} className={styles.thumbItem}>
              <button
                type="button"
                className={styles.thumb}
                aria-label={texts.showImage(position + 1, count)}
                aria-current={position === index ? 'true' : undefined}
                disabled={!hydrated}
                onClick={() => withEngine((started) => started.carousel.send({ type: 'carousel.goTo', index: position }))}
              >
                {thumbnail}
                {slides[position]?.kind === 'video' ? <span className={styles.thumbPlay} aria-hidden="true" /> : null}
              </button>
            </li>
          ))}
        </ul>
        {engine ? <engine.StripArrows engine={engine} /> : null}
      </div>
      <div className={styles.stage}>
        <div ref={slider} className={styles.slider}>
          <div className={styles.track}>
            {slides.map((slide, position) => {
              const zoomed = position === index && scale > 1;
              return (
                <div key={position} className={styles.slide} role="group" aria-roledescription="slide" aria-label={texts.slide(position + 1, count)}>
                  {slide.kind === 'image' ? (
                    <div
                      className={styles.zoomFrame}
                      data-zoomed={zoomed || undefined}
                      style={zoomed ? { transform: `scale(${scale})` } : undefined}
                      onClick={onPictureClick}
                      onPointerMove={onPicturePointerMove}
                      onPointerLeave={() => engine?.unzoom()}
                    >
                      {pictures[position]}
                      {zoomed ? <img className={styles.zoomPicture} src={slide.zoomSrc} srcSet={slide.zoomSrcSet} sizes="150vw" alt="" /> : null}
                    </div>
                  ) : (
                    <>
                      {pictures[position]}
                      {playing.includes(position) ? null : (
                        <button
                          type="button"
                          className={styles.play}
                          aria-label={texts.playVideo}
                          disabled={!hydrated}
                          onClick={(event) => {
                            // The server drew the film without controls (P §2: they come after a click).
                            const video = event.currentTarget.previousElementSibling as HTMLVideoElement;
                            video.controls = true;
                            setPlaying((shown) => [...shown, position]);
                            void video.play()?.catch(() => {});
                          }}
                        />
                      )}
                    </>
                  )}
                </div>
              );
            })}
          </div>
        </div>
        <button
          type="button"
          className={`${styles.arrow} ${styles.previous}`}
          aria-label={texts.previous}
          aria-disabled={!canPrevious}
          disabled={!hydrated}
          onClick={() => withEngine((started) => started.carousel.send({ type: 'carousel.previous' }))}
        />
        <button
          type="button"
          className={`${styles.arrow} ${styles.next}`}
          aria-label={texts.next}
          aria-disabled={!canNext}
          disabled={!hydrated}
          onClick={() => withEngine((started) => started.carousel.send({ type: 'carousel.next' }))}
        />
        <button
          ref={zoomButton}
          type="button"
          className={styles.zoomButton}
          aria-label={texts.zoom}
          aria-haspopup="dialog"
          data-shown={current?.kind === 'image' || undefined}
          disabled={!hydrated}
          onClick={() => withEngine(() => setZoomViewOpen(true))}
        />
        <div className={styles.progress} aria-hidden="true">
          <span style={{ transform: `scaleX(${(index + 1) / count})` }} />
        </div>
        <p className={styles.counter} aria-live="polite" aria-atomic="true">
          {texts.counter(index + 1, count)}
        </p>
      </div>
      {engine && zoomViewOpen ? (
        <engine.ZoomView engine={engine} slides={slides} productName={productName} colour={colour} returnFocus={zoomButton} onClose={() => setZoomViewOpen(false)} />
      ) : null}
    </section>
  );
}

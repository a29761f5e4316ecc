'use client';

import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent, type RefObject } from 'react';
import { carouselSelectors } from '@storefront/machines/carousel.machine';
import { slideZoomMachine, slideZoomSelectors } from '@storefront/machines/slideZoom.machine';
import { trackMobileZoom } from '../../shared/analytics/product-events';
import type { GalleryEngine } from './gallery-engine';
import type { GallerySlide } from './GalleryFrame.client';
import { gallery } from './gallery.constants';
import { galleryTexts as texts, zoomViewTexts } from './gallery.texts';
import { mountSlider } from './slider-sync';
import { toggleZoom } from './zoom-toggle';
import styles from './ZoomView.module.css';

export interface ZoomViewProps {
  engine: GalleryEngine;
  slides: GallerySlide[];
  productName: string;
  colour: string;
  /** Where focus goes back to when the view closes. */
  returnFocus: RefObject<HTMLElement | null>;
  onClose(): void;
}

/** A finger (or mouse) on the zoomed picture: a tap when it barely moves, else a pan. */
interface Gesture {
  x: number;
  y: number;
  moved: boolean;
}

const TAP_SLOP_PX = 10;

const focusableIn = (root: HTMLElement) => [...root.querySelectorAll<HTMLElement>('button:not([disabled]), video[controls]')];

/** Keeps a pan inside the zoomed picture: its edges never come away from the frame's. */
function clampPan(pan: { x: number; y: number }, scale: number, frame: HTMLElement | null) {
  const width = frame?.clientWidth ?? 0;
  const height = frame?.clientHeight ?? 0;
  const limit = (value: number, size: number) => Math.max(-((scale - 1) * size) / 2, Math.min(((scale - 1) * size) / 2, value));
  return { x: limit(pan.x, width), y: limit(pan.y, height) };
}

/**
 * The full-screen zoom view (P §2 mobile gallery): the pictures at zoom quality, swiped like the
 * gallery (the same carousel machine, so the gallery behind follows); a double tap toggles 1× and
 * 4× on the slideZoom machine, and a drag pans while zoomed. A modal dialog: focus moves in and
 * stays in, Escape and the Close button close it, focus returns to the Zoom button.
 */
export function ZoomView({ engine, slides, productName, colour, returnFocus, onClose }: ZoomViewProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const slider = useRef<HTMLDivElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const frame = useRef<HTMLDivElement | null>(null);
  const gesture = useRef<Gesture>(undefined);
  const zoom = useActorRef(slideZoomMachine, { input: { maxScale: gallery.mobileMaxZoom } });
  const scale = useSelector(zoom, slideZoomSelectors.scale);
  const index = useSelector(engine.carousel, carouselSelectors.index);
  const canPrevious = useSelector(engine.carousel, (snapshot) => snapshot.can({ type: 'carousel.previous' }));
  const canNext = useSelector(engine.carousel, (snapshot) => snapshot.can({ type: 'carousel.next' }));
  const [pan, setPan] = useState({ x: 0, y: 0 });
  const [shownIndex, setShownIndex] = useState(index);
  const count = slides.length;

  // Another picture starts unzoomed (adjusted while rendering, as React advises for derived state).
  if (shownIndex !== index) {
    setShownIndex(index);
    setPan({ x: 0, y: 0 });
  }
  useEffect(() => {
    zoom.send({ type: 'slideZoom.reset' });
  }, [index, zoom]);

  // Once per opening: the event names the picture the view opened on.
  const [opening] = useState(() => ({ productName, colour, imagePosition: index + 1 }));
  useEffect(() => {
    const element = dialog.current!;
    const focusBack = returnFocus.current;
    if (!element.open) element.showModal();
    // showModal would focus the first focusable element, which is the scrolling track.
    closeButton.current?.focus();
    document.documentElement.style.overflow = 'hidden';
    trackMobileZoom(opening);
    return () => {
      document.documentElement.style.overflow = '';
      if (element.open) element.close();
      focusBack?.focus();
    };
  }, [opening, returnFocus]);

  useEffect(() => mountSlider({ slider: slider.current!, wrapperClass: styles.track!, slideClass: styles.slide! }, engine.carousel), [engine]);

  const zoomed = scale > 1;
  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
    } else if (event.key === 'ArrowRight') engine.carousel.send({ type: 'carousel.next' });
    else if (event.key === 'ArrowLeft') engine.carousel.send({ type: 'carousel.previous' });
    else if (event.key === 'Tab') {
      // Focus stays in the view: from the last control to the first and back.
      const focusable = focusableIn(event.currentTarget);
      const first = focusable[0];
      const last = focusable.at(-1);
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last?.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first?.focus();
      }
    }
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    gesture.current = { x: event.clientX, y: event.clientY, moved: false };
    if (zoomed) event.currentTarget.setPointerCapture?.(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const current = gesture.current;
    if (!current) return;
    const dx = event.clientX - current.x;
    const dy = event.clientY - current.y;
    if (!current.moved && Math.hypot(dx, dy) < TAP_SLOP_PX) return;
    current.moved = true;
    if (!zoomed) return;
    gesture.current = { x: event.clientX, y: event.clientY, moved: true };
    setPan((previous) => clampPan({ x: previous.x + dx, y: previous.y + dy }, scale, frame.current));
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    const current = gesture.current;
    gesture.current = undefined;
    if (!current || current.moved) return;
    zoom.send({ type: 'slideZoom.tap' });
    const nowScale = slideZoomSelectors.scale(zoom.getSnapshot());
    if (nowScale === scale) return;
    // Zooming in keeps the tapped point under the finger; zooming out recentres.
    const box = event.currentTarget.getBoundingClientRect();
    const offset = { x: event.clientX - (box.left + box.width / 2), y: event.clientY - (box.top + box.height / 2) };
    setPan(nowScale > 1 ? clampPan({ x: offset.x * (1 - nowScale), y: offset.y * (1 - nowScale) }, nowScale, event.currentTarget) : { x: 0, y: 0 });
  };

  const current = slides[index];
  return (
    <dialog
      ref={dialog}
      className={styles.view}
      aria-label={zoomViewTexts.dialog(productName)}
      data-zoomed={zoomed || undefined}
      data-testid="gallery-zoom-view"
      onKeyDown={onKeyDown}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <p className={styles.counter} aria-live="polite" aria-atomic="true">
        {texts.counter(index + 1, count)}
      </p>
      <div ref={slider} className={styles.slider}>
        <div className={styles.track}>
          {slides.map((slide, position) => (
            <div key={position} className={styles.slide} role="group" aria-roledescription="slide" aria-label={texts.slide(position + 1, count)}>
              {slide.kind === 'image' ? (
                <div
                  ref={position === index ? frame : undefined}
                  className={styles.frame}
                  style={position === index && zoomed ? { transform: `translate(${pan.x}px, ${pan.y}px) scale(${scale})` } : undefined}
                  data-zoomed={(position === index && zoomed) || undefined}
                  onPointerDown={position === index ? onPointerDown : undefined}
                  onPointerMove={position === index ? onPointerMove : undefined}
                  onPointerUp={position === index ? onPointerUp : undefined}
                  onPointerCancel={() => (gesture.current = undefined)}
                  data-testid="zoom-picture"
                >
                  <img
                    className={styles.picture}
                    src={slide.zoomSrc}
                    srcSet={slide.zoomSrcSet}
                    sizes="200vw"
                    alt={slide.alt}
                    loading={position === index ? 'eager' : 'lazy'}
                    draggable={false}
                  />
                </div>
              ) : (
                <video className={styles.picture} poster={slide.poster} width={slide.width} height={slide.height} controls playsInline preload="none" aria-label={slide.alt}>
                  {slide.sources.map((source) => (
                    <source key={source.src} src={source.src} type={source.type} />
                  ))}
                </video>
              )}
            </div>
          ))}
        </div>
      </div>
      <button ref={closeButton} type="button" className={styles.close} aria-label={zoomViewTexts.close} onClick={onClose} />
      <button
        type="button"
        className={`${styles.arrow} ${styles.previous}`}
        aria-label={texts.previous}
        aria-disabled={!canPrevious}
        onClick={() => engine.carousel.send({ type: 'carousel.previous' })}
      />
      <button type="button" className={`${styles.arrow} ${styles.next}`} aria-label={texts.next} aria-disabled={!canNext} onClick={() => engine.carousel.send({ type: 'carousel.next' })} />
      {current?.kind === 'image' ? (
        <button type="button" className={styles.zoomToggle} aria-label={texts.zoom} aria-pressed={zoomed} onClick={() => {
            setPan({ x: 0, y: 0 });
            toggleZoom(zoom);
          }}
          data-testid="zoom-toggle" />
      ) : null}
    </dialog>
  );
}

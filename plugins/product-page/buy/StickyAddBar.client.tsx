'use client';

import { useEffect, useState, type RefObject } from 'react';
import styles from './BuyBox.module.css';

interface StickyAddBarProps {
  /** The main add-to-basket button: the bar shows only while it is out of view. */
  target: RefObject<HTMLButtonElement | null>;
  /** P §9: past this many pixels of scroll. */
  thresholdPx: number;
  productName: string;
  price: string | undefined;
  label: string;
  disabled: boolean;
  onAdd(): void;
}

/** Whether the bar shows (P §4 'Sticky bar (mobile)'): scrolled past the threshold and the main button out of view. */
export function showsStickyBar(scrollY: number, thresholdPx: number, buttonInView: boolean): boolean {
  return scrollY > thresholdPx && !buttonInView;
}

/** The mobile sticky add-to-basket bar (hidden on desktop by CSS). */
export function StickyAddBar({ target, thresholdPx, productName, price, label, disabled, onAdd }: StickyAddBarProps) {
  const [buttonInView, setButtonInView] = useState(true);
  const [scrollY, setScrollY] = useState(0);
  useEffect(() => {
    const element = target.current;
    if (!element) return;
    const observer = new IntersectionObserver(([entry]) => setButtonInView(Boolean(entry?.isIntersecting)));
    observer.observe(element);
    const onScroll = () => setScrollY(window.scrollY);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      observer.disconnect();
      window.removeEventListener('scroll', onScroll);
    };
  }, [target]);
  if (!showsStickyBar(scrollY, thresholdPx, buttonInView)) return null;
  return (
    <div className={styles.stickyBar} data-testid="sticky-add-bar">
      <div className={styles.stickyText}>
        <span className={styles.stickyName}>{productName}</span>
        {price ? <span>{price}</span> : null}
      </div>
      <button
        type="button"
        className={styles.addButton}
        disabled={disabled}
        // Without a size the machine brings the main button (and the pickers above it) into view.
        onClick={onAdd}
      >
        {label}
      </button>
    </div>
  );
}

'use client';

import { useEffect, useRef, type ReactNode } from 'react';
import { reviewsTexts as texts } from './reviews.texts';
import styles from './ReviewDialogs.module.css';

export interface ModalProps {
  label: string;
  onClose: () => void;
  children: ReactNode;
  wide?: boolean;
  testId: string;
}

/**
 * A modal dialog for the reviews area: opened as it mounts (focus moves in, the page behind stops
 * scrolling), closed by its button, Escape or the backdrop; focus goes back where it was.
 */
export function Modal({ label, onClose, children, wide = false, testId }: ModalProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  }, [onClose]);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : undefined;
    const root = document.documentElement;
    const overflow = root.style.overflow;
    root.style.overflow = 'hidden';
    if (!element.open) element.showModal();
    return () => {
      if (element.open) element.close();
      root.style.overflow = overflow;
      opener?.focus({ preventScroll: true });
    };
  }, []);

  return (
    <dialog
      ref={dialog}
      className={`${styles.dialog} ${wide ? styles.wide : ''}`}
      aria-label={label}
      data-testid={testId}
      onCancel={(event) => {
        event.preventDefault();
        close.current();
      }}
      onClick={(event) => {
        // The content fills the dialog: a click on the dialog itself is on the backdrop.
        if (event.target === event.currentTarget) close.current();
      }}
    >
      <div className={styles.frame}>
        <button type="button" className={styles.close} onClick={() => close.current()} aria-label={texts.close}>
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M6 6l12 12M18 6 6 18" />
          </svg>
        </button>
        {children}
      </div>
    </dialog>
  );
}

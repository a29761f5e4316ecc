'use client';

import { useEffect, useRef, type ReactNode } from 'react';
import { thirdPartyTexts as texts } from './third-party.texts';
import styles from './ThirdParty.module.css';

/** A modal dialog for a provider's frame or message: Escape, the close button or the backdrop close it; focus returns. */
export function ProviderDialog({ label, onClose, children, testId, size = 'frame' }: { label: string; onClose: () => void; children: ReactNode; testId: string; size?: 'frame' | 'message' | 'layer' }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  }, [onClose]);
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : undefined;
    if (!element.open) element.showModal();
    const cancel = (event: Event) => {
      event.preventDefault();
      close.current();
    };
    element.addEventListener('cancel', cancel);
    return () => {
      element.removeEventListener('cancel', cancel);
      if (element.open) element.close();
      opener?.focus({ preventScroll: true });
    };
  }, []);
  return (
    <dialog ref={dialog} aria-label={label} className={`${styles.dialog} ${styles[size]}`} data-testid={testId} onClick={(event) => event.target === event.currentTarget && close.current()}>
      <div className={styles.dialogHeader}>
        <h2>{label}</h2>
        <button type="button" className={styles.close} onClick={() => close.current()} aria-label={texts.close}>
          ×
        </button>
      </div>
      {children}
    </dialog>
  );
}

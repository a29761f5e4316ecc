'use client';

import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { deliveryTexts as text } from './delivery.texts';
import type { DeliveryModalContent } from './modal-content';
import styles from './DeliveryModal.module.css';

export interface DeliveryModalProps {
  content: DeliveryModalContent;
  onClose(): void;
}

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

function titleOf(content: DeliveryModalContent): string {
  if (content.kind === 'seller') return text.sellerInfoTitle(content.shopName);
  if (content.kind === 'preloved') return text.prelovedTitle;
  return text.exclusionsTitle;
}

/** Plain text kept in paragraphs as written (data never becomes HTML). */
function Paragraphs({ value }: { value: string }) {
  return (
    <>
      {value
        .split(/\n{2,}/)
        .map((paragraph) => paragraph.trim())
        .filter(Boolean)
        .map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
    </>
  );
}

function SellerDetails({ content }: { content: Extract<DeliveryModalContent, { kind: 'seller' }> }) {
  const { billingInfo, addressInfo, returnsInfo } = content;
  const rows: Array<[string, string]> = billingInfo
    ? [
        [text.sellerCorporateName, billingInfo.corporateName],
        [text.sellerVatNumber, billingInfo.vATNumber],
        [text.sellerIdentificationNumber, billingInfo.identificationNumber],
      ].filter((row): row is [string, string] => Boolean(row[1]))
    : [];
  const address = addressInfo
    ? [addressInfo.street1, addressInfo.street2, addressInfo.city, addressInfo.state, addressInfo.zipCode, addressInfo.countryIsoCode].filter(Boolean)
    : [];
  if (rows.length === 0 && address.length === 0 && !returnsInfo) return <p>{text.sellerNoDetails}</p>;
  return (
    <>
      {rows.length > 0 ? (
        <section>
          <h3>{text.sellerBilling}</h3>
          <dl className={styles.details}>
            {rows.map(([label, value]) => (
              <div key={label}>
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
        </section>
      ) : null}
      {address.length > 0 ? (
        <section>
          <h3>{text.sellerAddress}</h3>
          <address className={styles.address}>
            {address.map((line, index) => (
              <span key={index}>{line}</span>
            ))}
          </address>
        </section>
      ) : null}
      {returnsInfo ? (
        <section>
          <h3>{text.sellerReturns}</h3>
          <Paragraphs value={returnsInfo} />
        </section>
      ) : null}
    </>
  );
}

function Body({ content }: { content: DeliveryModalContent }): ReactNode {
  if (content.kind === 'seller') return <SellerDetails content={content} />;
  if (content.kind === 'preloved') return text.prelovedBody.map((paragraph) => <p key={paragraph}>{paragraph}</p>);
  return <Paragraphs value={content.message} />;
}

/**
 * A delivery panel modal (seller info, preloved authenticity, exclusions): a modal dialog that
 * holds focus inside until closed by its button, Escape or a click outside; the opener gets focus
 * back (DeliveryModalButton). Loaded only when first opened.
 */
export function DeliveryModal({ content, onClose }: DeliveryModalProps) {
  const titleId = useId();
  const dialog = useRef<HTMLDivElement>(null);
  const close = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    close.current?.focus();
    // The page behind does not scroll while the dialog is open.
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !dialog.current) return;
    const focusable = [...dialog.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = focusable[0];
    const last = focusable.at(-1);
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return createPortal(
    <div className={styles.backdrop} onClick={(event) => event.target === event.currentTarget && onClose()} data-testid="delivery-modal-backdrop">
      <div ref={dialog} className={styles.dialog} role="dialog" aria-modal="true" aria-labelledby={titleId} onKeyDown={onKeyDown}>
        <header className={styles.header}>
          <h2 id={titleId}>{titleOf(content)}</h2>
          <button ref={close} type="button" className={styles.close} onClick={onClose} aria-label={text.closeDialog}>
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="1.6" fill="none" />
            </svg>
          </button>
        </header>
        <div className={styles.body}>
          <Body content={content} />
        </div>
      </div>
    </div>,
    document.body,
  );
}

'use client';

import { useEffect, useId, useRef, useState, useSyncExternalStore, type KeyboardEvent, type ReactNode } from 'react';
import { addressLine, cardLabel, type SavedCard } from './saved-wallet';
import type { SheetState, TestApplePayError, TestWalletSession } from './test-wallet-session';
import styles from './TestWalletSheet.module.css';

/**
 * The test wallet's payment sheet: what Safari's Apple Pay sheet shows, as an accessible modal
 * dialog (bottom sheet on a phone, a card on a desktop). The session (test-wallet-session.ts)
 * holds its state and calls the page back; this only draws it and passes the shopper's choices on.
 */

const FOCUSABLE = 'button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])';

function money(amount: string, currency: string): string {
  const value = Number(amount);
  try {
    return new Intl.NumberFormat('en-GB', { style: 'currency', currency }).format(value);
  } catch {
    return `${currency} ${value.toFixed(2)}`;
  }
}

type Section = 'card' | 'contact' | 'method' | 'email';

function FieldErrors({ errors, id }: { errors: TestApplePayError[]; id: string }) {
  if (errors.length === 0) return null;
  return (
    <p className={styles.fieldError} id={id} role="alert">
      {errors.map((error) => error.message).join(' ')}
    </p>
  );
}

interface RowProps {
  section: Section;
  label: string;
  value: string;
  detail?: ReactNode;
  /** Drawn before the label (the card's art). */
  icon?: ReactNode;
  open: Section | undefined;
  onToggle?: ((section: Section) => void) | undefined;
  invalid?: boolean;
  errorsId?: string;
  children?: ReactNode;
}

/** One line of the sheet: what is chosen, and (when there is a choice) the list to change it. */
function Row({ section, label, value, detail, icon, open, onToggle, invalid = false, errorsId, children }: RowProps) {
  const listId = useId();
  const expanded = open === section;
  const summary = (
    <>
      <span className={styles.rowLabel}>{label}</span>
      {icon}
      <span className={styles.rowValue}>
        <span className={styles.rowMain}>{value}</span>
        {detail ? <span className={styles.rowDetail}>{detail}</span> : null}
      </span>
    </>
  );
  return (
    <div className={styles.row} data-invalid={invalid || undefined} data-section={section}>
      {onToggle ? (
        <button type="button" className={styles.rowButton} aria-expanded={expanded} aria-controls={listId} aria-describedby={invalid ? errorsId : undefined} onClick={() => onToggle(section)}>
          {summary}
          <svg className={styles.chevron} viewBox="0 0 12 12" width="12" height="12" aria-hidden="true">
            <path d="M4 2l4 4-4 4" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </button>
      ) : (
        <div className={styles.rowStatic}>{summary}</div>
      )}
      {onToggle ? (
        <div id={listId} hidden={!expanded} className={styles.choices}>
          {children}
        </div>
      ) : null}
    </div>
  );
}

function Choice({ name, checked, onChoose, title, detail, disabled = false }: { name: string; checked: boolean; onChoose(): void; title: string; detail?: string; disabled?: boolean }) {
  return (
    <label className={styles.choice}>
      <input type="radio" name={name} checked={checked} disabled={disabled} onChange={onChoose} />
      <span>
        <span className={styles.choiceTitle}>{title}</span>
        {detail ? <span className={styles.choiceDetail}>{detail}</span> : null}
      </span>
    </label>
  );
}

/** The card's face in miniature: its network's short mark and its last digits. */
const NETWORK_MARKS: Record<SavedCard['network'], string> = { visa: 'VISA', masterCard: 'MC', amex: 'AMEX' };

function CardGlyph({ card }: { card: SavedCard }) {
  return (
    <span className={styles.cardGlyph} data-network={card.network} aria-hidden="true">
      <span>{NETWORK_MARKS[card.network]}</span>
      <span className={styles.cardDigits}>{card.last4}</span>
    </span>
  );
}

function Outcome({ phase }: { phase: SheetState['phase'] }) {
  if (phase === 'processing')
    return (
      <p className={styles.outcome} role="status">
        <span className={styles.spinner} aria-hidden="true" />
        Processing…
      </p>
    );
  if (phase === 'done')
    return (
      <p className={styles.outcome} role="status" data-outcome="done">
        <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true">
          <circle cx="12" cy="12" r="11" fill="#1f9d55" />
          <path d="M7 12.5l3.2 3.2L17 9" fill="none" stroke="#fff" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
        Done
      </p>
    );
  if (phase === 'failed')
    return (
      <p className={styles.outcome} role="status" data-outcome="failed">
        <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true">
          <circle cx="12" cy="12" r="11" fill="#c62828" />
          <path d="M12 6.5v7M12 16.8v.4" fill="none" stroke="#fff" strokeWidth="2.4" strokeLinecap="round" />
        </svg>
        Payment Not Completed
      </p>
    );
  return null;
}

export function TestWalletSheet({ session }: { session: TestWalletSession }) {
  const state = useSyncExternalStore(session.subscribe, session.getState, session.getState);
  const { phase, request, total, contact, card, methods, methodId, contactErrors, paymentErrors } = state;
  const [open, setOpen] = useState<Section>();
  const titleId = useId();
  const totalId = useId();
  const shippingErrorsId = useId();
  const billingErrorsId = useId();
  const dialog = useRef<HTMLDivElement>(null);

  // Escape cancels wherever the focus is while the sheet is up (a modal sheet owns the keyboard).
  useEffect(() => {
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      event.preventDefault();
      session.cancel();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [session]);

  useEffect(() => {
    // Focus moves into the sheet, and back to what had it (the button) when the sheet goes.
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : undefined;
    dialog.current?.focus();
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  const busy = phase === 'validating' || phase === 'updating';
  const finished = phase === 'processing' || phase === 'done' || phase === 'failed';
  const shippingErrors = [...contactErrors, ...paymentErrors.filter((error) => error.code !== 'billingContactInvalid')];
  const billingErrors = paymentErrors.filter((error) => error.code === 'billingContactInvalid');
  const method = methods.find((candidate) => candidate.identifier === methodId);
  const canPay = phase === 'ready' && contactErrors.length === 0 && method !== undefined;
  const toggle = finished ? undefined : (section: Section) => setOpen((current) => (current === section ? undefined : section));
  // A choice closes its list and gives focus back to the row it was made in.
  const choose = (section: Section, action: () => void) => () => {
    setOpen(undefined);
    action();
    dialog.current?.querySelector<HTMLButtonElement>(`[data-section="${section}"] > button`)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Tab' || !dialog.current) return;
    const focusable = [...dialog.current.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((element) => !element.closest('[hidden]'));
    const first = focusable[0];
    const last = focusable.at(-1);
    if (!first || !last) return;
    if (event.shiftKey && (document.activeElement === first || document.activeElement === dialog.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <div className={styles.backdrop} onClick={(event) => event.target === event.currentTarget && session.cancel()} data-testid="test-wallet-backdrop">
      <div
        ref={dialog}
        className={styles.sheet}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={totalId}
        aria-busy={busy}
        tabIndex={-1}
        onKeyDown={onKeyDown}
        data-testid="test-wallet-sheet"
        data-phase={phase}
      >
        <header className={styles.header}>
          <h2 id={titleId} className={styles.brand}>
            <span className={styles.brandMark} aria-hidden="true">
              <svg viewBox="0 0 24 24" width="16" height="16">
                <rect x="2.5" y="5.5" width="19" height="13" rx="2.5" fill="none" stroke="currentColor" strokeWidth="1.8" />
                <path d="M2.5 10h19" stroke="currentColor" strokeWidth="1.8" />
              </svg>
            </span>
            Test Wallet
          </h2>
          <button type="button" className={styles.cancel} onClick={() => session.cancel()} disabled={phase === 'processing' || phase === 'done'}>
            Cancel
          </button>
        </header>

        <div className={styles.rows}>
          <Row
            section="card"
            label="Card"
            icon={<CardGlyph card={card} />}
            value={cardLabel(card)}
            detail={
              <>
                {card.note}
                <span className={styles.billing}>Billing: {addressLine(contact.billing) || 'no address'}</span>
              </>
            }
            open={open}
            onToggle={toggle}
            invalid={billingErrors.length > 0}
            errorsId={billingErrorsId}
          >
            <div role="radiogroup" aria-label="Cards">
              {session.cards.map((candidate) => (
                <Choice key={candidate.id} name={`${titleId}-card`} checked={candidate.id === card.id} onChoose={choose('card', () => session.selectCard(candidate.id))} title={cardLabel(candidate)} detail={candidate.note} />
              ))}
            </div>
          </Row>
          <FieldErrors errors={billingErrors} id={billingErrorsId} />

          <Row
            section="contact"
            label="Ship to"
            value={contact.label}
            detail={addressLine(contact.shipping)}
            open={open}
            onToggle={toggle}
            invalid={shippingErrors.length > 0}
            errorsId={shippingErrorsId}
          >
            <div role="radiogroup" aria-label="Delivery addresses">
              {session.contacts.map((candidate) => (
                <Choice
                  key={candidate.id}
                  name={`${titleId}-contact`}
                  checked={candidate.id === contact.id}
                  onChoose={choose('contact', () => session.selectContact(candidate.id))}
                  title={candidate.label}
                  detail={addressLine(candidate.shipping)}
                />
              ))}
            </div>
          </Row>
          <FieldErrors errors={shippingErrors} id={shippingErrorsId} />

          {methods.length > 0 ? (
            <Row
              section="method"
              label="Delivery"
              value={method ? method.label : 'Choose delivery'}
              detail={method ? `${method.detail ? `${method.detail} · ` : ''}${Number(method.amount) === 0 ? 'Free' : money(method.amount, request.currencyCode)}` : undefined}
              open={open}
              onToggle={toggle}
            >
              <div role="radiogroup" aria-label="Delivery methods">
                {methods.map((candidate) => (
                  <Choice
                    key={candidate.identifier}
                    name={`${titleId}-method`}
                    checked={candidate.identifier === methodId}
                    onChoose={choose('method', () => session.selectMethod(candidate.identifier))}
                    title={`${candidate.label} — ${Number(candidate.amount) === 0 ? 'Free' : money(candidate.amount, request.currencyCode)}`}
                    detail={candidate.detail}
                  />
                ))}
              </div>
            </Row>
          ) : null}

          <Row section="email" label="Contact" value={contact.shipping.emailAddress} detail={contact.shipping.phoneNumber} open={undefined} />
        </div>

        <div className={styles.total} id={totalId}>
          <span>
            Pay <span className={styles.merchant}>{total.label}</span>
          </span>
          <strong data-testid="test-wallet-total">{money(total.amount, request.currencyCode)}</strong>
        </div>

        <div className={styles.footer}>
          {finished ? (
            <Outcome phase={phase} />
          ) : (
            <button type="button" className={styles.pay} onClick={() => session.authorise()} disabled={!canPay} aria-busy={busy}>
              {busy ? <span className={styles.spinner} aria-hidden="true" /> : null}
              Pay {money(total.amount, request.currencyCode)}
            </button>
          )}
          <p className={styles.fine}>A test wallet: its cards only work with the storefront’s embedded payment service. No money moves.</p>
        </div>
      </div>
    </div>
  );
}

'use client';

import { useRouter } from 'next/navigation';
import { useState, useTransition } from 'react';
import { useShopper } from '../shared/shopper/ShopperContext.client';
import { useHydrated } from '../shared/use-hydrated';
import { moveToWishlist, removeLine, updateQuantity, type LineChangeReply, type LineRef } from './basket-api';
import styles from './BasketPage.module.css';

export interface LineControlsProps {
  line: LineRef;
  name: string;
  quantity: number;
  /** The stepper's ceiling (what is left, at most the per-line limit); 0 when out of stock. */
  maxQuantity: number;
}

/**
 * A basket line's quantity stepper, move to wishlist and remove. Each press posts the change;
 * once the server has it, the page is drawn again from the server (totals, stock messages) and
 * the header's bag count follows. A refusal is said under the line, and the line stays as it was.
 * A guest moving an item to the wishlist is asked to sign in first.
 */
export function LineControls({ line, name, quantity, maxQuantity }: LineControlsProps) {
  const router = useRouter();
  const { setBagCount, requestSignIn } = useShopper();
  const [busy, setBusy] = useState(false);
  const [refreshing, startRefresh] = useTransition();
  const [error, setError] = useState<string>();
  // Until the page runs, the buttons say they cannot work yet rather than swallow a press.
  const ready = useHydrated();

  const run = async (change: () => Promise<LineChangeReply>, options: { signInFirst?: boolean } = {}) => {
    setBusy(true);
    setError(undefined);
    let reply = await change();
    if (!reply.ok && reply.status === 401 && options.signInFirst && (await requestSignIn(reply.message))) reply = await change();
    setBusy(false);
    if (!reply.ok) {
      setError(reply.message);
      return;
    }
    setBagCount(reply.totalQuantity);
    startRefresh(() => router.refresh());
  };

  const pending = busy || refreshing || !ready;
  const outOfStock = maxQuantity === 0;
  return (
    <div className={styles.controls} data-testid="basket-line-controls" data-ready={ready ? 'true' : undefined} aria-busy={busy || refreshing || undefined}>
      {outOfStock ? null : (
        <div className={styles.stepper} role="group" aria-label={`Quantity of ${name}`}>
          <button type="button" aria-label="Decrease quantity" disabled={pending || quantity <= 1} onClick={() => void run(() => updateQuantity(line, Math.min(quantity - 1, maxQuantity)))}>
            <span aria-hidden="true">−</span>
          </button>
          <output data-testid="basket-line-quantity" aria-label="Quantity">
            {quantity}
          </output>
          <button type="button" aria-label="Increase quantity" disabled={pending || quantity >= maxQuantity} onClick={() => void run(() => updateQuantity(line, quantity + 1))}>
            <span aria-hidden="true">+</span>
          </button>
        </div>
      )}
      <div className={styles.lineActions}>
        <button type="button" className={styles.textButton} disabled={pending} onClick={() => void run(() => moveToWishlist(line), { signInFirst: true })}>
          Move to wishlist<span className="visually-hidden">: {name}</span>
        </button>
        <button type="button" className={styles.textButton} disabled={pending} onClick={() => void run(() => removeLine(line))}>
          Remove<span className="visually-hidden">: {name}</span>
        </button>
      </div>
      {error ? (
        <p className={styles.lineError} role="alert" data-testid="basket-line-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

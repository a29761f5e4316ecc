'use client';

import { useState } from 'react';
import type { SnapshotFrom } from 'xstate';
import type { shareMachine } from '@storefront/machines/share.machine';
import { useShopper } from '../../shared/shopper/ShopperContext.client';
import { useHydrated } from '../../shared/use-hydrated';
import { useLazyActor, type StartedActor } from '../../shared/use-lazy-actor';
import type { ShareServices } from './share-api';
import { shareTexts as text } from './share.texts';
import styles from './ShareButton.module.css';

export interface ShareButtonProps {
  /** The product page's URL (absolute, or relative to the page). */
  url: string;
  /** What the share sheet calls it (the product's name). */
  title: string;
  /** The calls it makes (default: the storefront's API and the browser's share sheet or clipboard); replaced in tests. */
  services?: ShareServices;
}

type ShareSnapshot = SnapshotFrom<typeof shareMachine>;
type ShareActor = StartedActor<ShareSnapshot, { type: 'share.request' }>;

/**
 * The product page's share button (P §2, §4, §6, §7) on the share machine: a signed-in shopper's
 * link carries their affiliate id, every link the tracking parameters; the link is shortened,
 * then handed to the device's share sheet or copied ('Copied' for 3 s). The machine and xstate
 * load on the first press, so the button costs the page's first load almost nothing.
 */
export function ShareButton({ url, title, services }: ShareButtonProps) {
  const hydrated = useHydrated();
  const { viewer, ready } = useShopper();
  const [delivered, setDelivered] = useState<'shared' | 'copied'>();
  const { snapshot, send, preload } = useLazyActor<ShareSnapshot, { type: 'share.request' }>(async (): Promise<ShareActor> => {
    const { startShareActor } = await import('./share-actor');
    return startShareActor({ url: new URL(url, window.location.href).toString(), title, isRegistered: viewer.kind === 'signed-in', services, onDelivered: setDelivered });
  });
  const busy = snapshot?.matches('busy') ?? false;
  const copied = (snapshot?.matches('copied') ?? false) && delivered === 'copied';
  return (
    <span className={styles.share}>
      <button
        type="button"
        className={styles.button}
        // Until the page knows who is signed in, the link could miss the shopper's affiliate id.
        disabled={!hydrated || !ready || busy}
        aria-busy={busy}
        // The machine loads as the pointer comes near, so the press answers at once.
        onPointerEnter={() => void preload()}
        onClick={() => send({ type: 'share.request' })}
        data-testid="share-button"
      >
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
          <path d="M12 3v12M7 8l5-5 5 5M5 13v6a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2v-6" stroke="currentColor" strokeWidth="1.6" fill="none" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
        <span>{busy ? text.busy : text.button}</span>
      </button>
      <span className={styles.copied} role="status" data-testid="share-copied">
        {copied ? text.copied : ''}
      </span>
    </span>
  );
}

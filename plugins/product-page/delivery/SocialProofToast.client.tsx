'use client';

import { useEffect, useRef, useState } from 'react';
import type { SocialProofMessage } from '@storefront/machines/socialProof.machine';
import { socialProofTexts as text } from './islands.texts';
import { StrongText } from './StrongText';
import styles from './SocialProof.module.css';

export interface SocialProofToastProps {
  productKey: string;
  fetchMessages: (productKey: string) => Promise<ReadonlyArray<SocialProofMessage>>;
}

export async function fetchSocialProof(productKey: string): Promise<ReadonlyArray<SocialProofMessage>> {
  const response = await fetch(`/_api/social-proof?productKey=${encodeURIComponent(productKey)}`, { headers: { accept: 'application/json' } });
  if (!response.ok) return [];
  const body = (await response.json().catch(() => ({}))) as { messages?: unknown };
  return Array.isArray(body.messages)
    ? body.messages.filter((m): m is SocialProofMessage => typeof m?.code === 'string' && typeof m?.message === 'string' && typeof m?.isDismissible === 'boolean')
    : [];
}

interface Shown {
  message: SocialProofMessage | undefined;
  fading: boolean;
  canDismiss: boolean;
}

type SocialProofActor = { send(event: { type: 'socialProof.dismiss' } | { type: 'socialProof.productChanged'; messages: ReadonlyArray<SocialProofMessage> }): void; stop(): void };

/**
 * The social-proof messages on the socialProof machine (see SocialProof.client.tsx): it floats
 * over the page, so it moves nothing when it appears; the machine and xstate load only when there
 * is a message to show.
 */
export function SocialProofToast({ productKey, fetchMessages }: SocialProofToastProps) {
  const [shown, setShown] = useState<Shown>({ message: undefined, fading: false, canDismiss: false });
  const actor = useRef<SocialProofActor>(undefined);

  useEffect(() => {
    let cancelled = false;
    void fetchMessages(productKey)
      .catch(() => [])
      .then(async (messages) => {
        if (cancelled) return;
        // Another product on the same page: its messages, and dismissals start afresh.
        if (actor.current) return actor.current.send({ type: 'socialProof.productChanged', messages });
        if (messages.length === 0) return;
        const [{ createActor }, { socialProofMachine, socialProofSelectors: select }] = await Promise.all([import('xstate'), import('@storefront/machines/socialProof.machine')]);
        if (cancelled) return;
        const started = createActor(socialProofMachine, { input: { messages } });
        started.subscribe((snapshot) =>
          setShown({ message: select.shownMessage(snapshot), fading: select.isFading(snapshot), canDismiss: snapshot.can({ type: 'socialProof.dismiss' }) }),
        );
        started.start();
        actor.current = started;
      });
    return () => {
      cancelled = true;
    };
  }, [productKey, fetchMessages]);

  useEffect(
    () => () => {
      actor.current?.stop();
      actor.current = undefined;
    },
    [],
  );

  if (!shown.message) return null;
  return (
    <div className={styles.toast} data-state={shown.fading ? 'fading' : 'shown'} role="status" aria-label={text.label} data-testid="social-proof">
      <p className={styles.message}>
        <StrongText message={shown.message.message} />
      </p>
      {shown.canDismiss ? (
        <button type="button" className={styles.dismiss} onClick={() => actor.current?.send({ type: 'socialProof.dismiss' })} aria-label={text.dismiss}>
          <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
            <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="1.8" fill="none" />
          </svg>
        </button>
      ) : null}
    </div>
  );
}

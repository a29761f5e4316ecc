'use client';

import { useEffect, useRef, useState } from 'react';
import { expectedFrameOrigin, frameSandbox, isFromFrame } from '../provider-messages';
import { ProviderDialog } from '../ProviderDialog.client';
import { thirdPartyTexts as texts } from '../third-party.texts';
import type { FeatureProps } from '../ThirdPartyIsland.client';
import styles from '../ThirdParty.module.css';
import { trackRevieveClick, trackRevieveVto } from '../../../shared/analytics/feature-events';
import { initialTryOn, tryOnStep, type TryOnState } from './try-on-state';

export interface TryOnInput {
  productKey: string;
  productName: string;
  /** makeup or foundation: the only kinds offered try-on. */
  classification: string;
}

type Availability = { status: 'available'; frameUrl: string } | { status: 'unavailable' } | { status: 'not-loaded' };

/**
 * Virtual try-on (P §2, §4, §8): the button opens the try-on layer; the provider's layer can be
 * closed (back to the page); when the provider says the product cannot be tried on, the
 * pdp.revieve.modalMessage modal with its acknowledge button shows instead; when the provider
 * did not load (or has no partner id), it is logged and nothing happens. The layer's own messages
 * (its close button; the product turning out unavailable while it is open) are believed only from
 * its frame. Keyed by product: another product starts afresh.
 */
function TryOnFlow({ input, pressed }: FeatureProps<TryOnInput>) {
  const [state, setState] = useState<TryOnState>(() => (pressed ? tryOnStep(initialTryOn, { type: 'open' }) : initialTryOn));
  const frame = useRef<HTMLIFrameElement>(null);
  const checking = state.kind === 'checking';
  useEffect(() => {
    if (!checking) return;
    let live = true;
    const product = { productKey: input.productKey, productName: input.productName, classification: input.classification };
    // Each press checks afresh: the press is the click the data layer counts (P §7 revieveClick).
    trackRevieveClick(product);
    fetch(`/_api/third-party/try-on/${encodeURIComponent(input.productKey)}`)
      .then((response) => (response.ok ? (response.json() as Promise<Availability>) : ({ status: 'not-loaded' } as const)))
      .catch(() => ({ status: 'not-loaded' }) as const)
      .then((answer) => {
        if (!live) return;
        if (answer.status === 'not-loaded') console.warn('try-on not loaded', { productKey: input.productKey });
        else trackRevieveVto(product, answer.status === 'available');
        const frameUrl = answer.status === 'available' ? `${answer.frameUrl}&origin=${encodeURIComponent(window.location.origin)}` : undefined;
        setState((current) => tryOnStep(current, frameUrl ? { type: 'available', frameUrl } : { type: answer.status === 'unavailable' ? 'unavailable' : 'notLoaded' }));
      });
    return () => {
      live = false;
    };
  }, [checking, input.productKey, input.productName, input.classification]);
  const frameUrl = state.kind === 'open' ? state.frameUrl : undefined;
  useEffect(() => {
    if (!frameUrl) return;
    const origin = expectedFrameOrigin(frameUrl, window.location.origin);
    const listen = (event: MessageEvent) => {
      if (!isFromFrame(event, frame.current, origin)) return;
      const data = event.data as { source?: unknown; event?: unknown } | null;
      if (!data || data.source !== 'revieve') return;
      if (data.event === 'close') setState((current) => tryOnStep(current, { type: 'close' }));
      if (data.event === 'unavailable') setState((current) => tryOnStep(current, { type: 'unavailable' }));
    };
    window.addEventListener('message', listen);
    return () => window.removeEventListener('message', listen);
  }, [frameUrl]);
  return (
    <>
      <button type="button" className={styles.button} data-testid="try-on-button" aria-busy={checking} onClick={() => setState((current) => tryOnStep(current, { type: 'open' }))}>
        {texts.tryOnButton}
      </button>
      {state.kind === 'open' ? (
        <ProviderDialog label={texts.tryOnTitle} size="layer" onClose={() => setState((current) => tryOnStep(current, { type: 'close' }))} testId="try-on-layer">
          <iframe ref={frame} title={texts.tryOnTitle} src={state.frameUrl} sandbox={frameSandbox(state.frameUrl, window.location.origin, { scripts: true })} allow="camera" referrerPolicy="no-referrer" />
        </ProviderDialog>
      ) : null}
      {state.kind === 'unavailable' ? (
        <ProviderDialog label={texts.tryOnTitle} size="message" onClose={() => setState((current) => tryOnStep(current, { type: 'acknowledge' }))} testId="try-on-unavailable">
          <div className={styles.body}>
            <p role="alert">{texts['pdp.revieve.modalMessage']}</p>
            <button type="button" className={styles.primary} onClick={() => setState((current) => tryOnStep(current, { type: 'acknowledge' }))}>
              {texts.acknowledge}
            </button>
          </div>
        </ProviderDialog>
      ) : null}
    </>
  );
}

export default function TryOn(props: FeatureProps<TryOnInput>) {
  return <TryOnFlow key={props.input.productKey} {...props} />;
}

'use client';

import { useCallback, useState, type ReactNode } from 'react';

type Flow = typeof import('./visual-flow.client');

export interface VisuallySimilarButtonProps {
  productKey: string;
  colour: string;
  className?: string | undefined;
  /** The button's label, drawn by the server. */
  children: ReactNode;
}

/**
 * The visually similar button (P §2, §4): the flow's code loads on the first press; the button
 * shows it is busy while loading and disappears once nothing similar was found.
 */
export function VisuallySimilarButton({ productKey, colour, className, children }: VisuallySimilarButtonProps) {
  const [Modal, setModal] = useState<Flow['VisuallySimilarModal'] | null>(null);
  const [busy, setBusy] = useState(false);
  const [hidden, setHidden] = useState(false);
  const [opened, setOpened] = useState(false);
  const onHidden = useCallback(() => setHidden(true), []);
  const onClosed = useCallback(() => setOpened(false), []);
  if (hidden) return null;
  const press = () => {
    setOpened(true);
    if (Modal) return;
    setBusy(true);
    import('./visual-flow.client').then(
      (flow) => setModal(() => flow.VisuallySimilarModal),
      () => setHidden(true),
    );
  };
  return (
    <>
      <button type="button" className={className} aria-busy={busy} onClick={press} data-testid="visually-similar-button">
        {children}
      </button>
      {Modal ? <Modal productKey={productKey} colour={colour} requested={opened} onBusy={setBusy} onHidden={onHidden} onClosed={onClosed} /> : null}
    </>
  );
}

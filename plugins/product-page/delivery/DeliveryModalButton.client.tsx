'use client';

import { useRef, useState, type ComponentType } from 'react';
import { useHydrated } from '../../shared/use-hydrated';
import type { DeliveryModalProps } from './DeliveryModal.client';
import type { DeliveryModalContent } from './modal-content';

export interface DeliveryModalButtonProps {
  label: string;
  content: DeliveryModalContent;
  className?: string | undefined;
}

const loadModal = () => import('./DeliveryModal.client').then((module) => module.DeliveryModal);

/**
 * A link-styled button that opens one of the delivery panel's modals. The modal's code loads on
 * the first press (or when the pointer comes near), so it costs the page's first load nothing.
 */
export function DeliveryModalButton({ label, content, className }: DeliveryModalButtonProps) {
  const hydrated = useHydrated();
  const trigger = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const [Modal, setModal] = useState<ComponentType<DeliveryModalProps>>();
  const load = () => void loadModal().then((loaded) => setModal(() => loaded));
  return (
    <>
      <button
        ref={trigger}
        type="button"
        className={className}
        aria-haspopup="dialog"
        aria-expanded={open}
        // Until hydrated a press would be lost: say so instead.
        disabled={!hydrated}
        onPointerEnter={load}
        onClick={() => {
          setOpen(true);
          load();
        }}
      >
        {label}
      </button>
      {open && Modal ? (
        <Modal
          content={content}
          onClose={() => {
            setOpen(false);
            trigger.current?.focus();
          }}
        />
      ) : null}
    </>
  );
}

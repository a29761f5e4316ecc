'use client';

import { useEffect, useId, useRef, useState } from 'react';
import { quickAddLabels } from '@storefront/machines/quickAdd.labels';
import { useShopper } from '../../shopper/ShopperContext.client';
import { useHydrated } from '../../use-hydrated';
import styles from './CardActions.module.css';
import type { QuickAddButtonState, QuickAddControllerProps, QuickAddProps } from './QuickAddController.client';

export type { QuickAddProps } from './QuickAddController.client';

type Controller = (props: QuickAddControllerProps) => React.ReactNode;

/**
 * The card's quick add (L §4, P §4). The page loads only its button: the machine, the modal and
 * its pickers load when the shopper reaches for it (pointer over, focus or press), and from then
 * on drive the button; a press made while they load opens the modal once they are there.
 *
 * The button stays one element throughout. The controller often arrives between the pointer's
 * arrival (which starts loading it) and the release: a button swapped for another then would
 * never get the click, and the shopper's press would be lost.
 *
 * While the shopper presses the card itself (on its way to the product page), the button is
 * disabled (P §4), so a press that slides onto it does not open the modal as the page leaves.
 */
export function QuickAdd(props: QuickAddProps) {
  const { quickAddInUse } = useShopper();
  // One product may show in several cards on a page: coordination is per card, not per product.
  const cardId = useId();
  const hydrated = useHydrated();
  const [controller, setController] = useState<{ Controller: Controller }>();
  const [openOnStart, setOpenOnStart] = useState<string>();
  // The machine's view of the button, once the controller has loaded.
  const [driven, setDriven] = useState<QuickAddButtonState>();
  const button = useRef<HTMLButtonElement>(null);
  const cardPressed = useCardPressed(button);

  const load = () => {
    if (!controller) void import('./QuickAddController.client').then(({ QuickAddController }) => setController((current) => current ?? { Controller: QuickAddController }));
  };
  // Until the machine drives it, as the machine's idle state has it: disabled while another
  // card's quick add is in use (and until the button works: a card drawn on the server hydrates
  // after the page shows).
  const disabled = driven ? driven.disabled : !hydrated || cardPressed || (quickAddInUse !== undefined && quickAddInUse !== cardId);
  const busy = driven ? driven.busy : openOnStart !== undefined;
  const label = driven?.label ?? quickAddLabels.add;
  return (
    <>
      <button
        ref={button}
        type="button"
        className={styles.quickAdd}
        disabled={disabled}
        aria-busy={busy || undefined}
        aria-label={`${label}: ${props.productName}`}
        data-testid="quick-add"
        onPointerEnter={load}
        onFocus={load}
        onClick={() => {
          if (driven) return driven.press();
          setOpenOnStart(props.colour);
          load();
        }}
      >
        {busy ? <span className={styles.spinner} aria-hidden="true" /> : null}
        {label}
      </button>
      {controller ? <controller.Controller {...props} cardId={cardId} openOnStart={openOnStart} cardPressed={cardPressed} onButtonState={setDriven} /> : null}
    </>
  );
}

/** Whether the card around this button is being pressed (a pointer down on it, not on the button, until released anywhere). */
function useCardPressed(button: React.RefObject<HTMLButtonElement | null>): boolean {
  const [pressed, setPressed] = useState(false);
  useEffect(() => {
    const own = button.current;
    const card = own?.closest('article');
    if (!own || !card) return;
    // The window hears the release only while a press is on: no page-wide listeners per card.
    const release = () => {
      setPressed(false);
      window.removeEventListener('pointerup', release);
      window.removeEventListener('pointercancel', release);
    };
    const press = (event: PointerEvent) => {
      if (event.target instanceof Node && own.contains(event.target)) return;
      setPressed(true);
      window.addEventListener('pointerup', release);
      window.addEventListener('pointercancel', release);
    };
    card.addEventListener('pointerdown', press);
    return () => {
      card.removeEventListener('pointerdown', press);
      release();
    };
  }, [button]);
  return pressed;
}

'use client';

import { useId, useState } from 'react';
import { quickAddLabels } from '@storefront/machines/quickAdd.labels';
import { useShopper } from '../../shopper/ShopperContext.client';
import { useHydrated } from '../../use-hydrated';
import styles from './CardActions.module.css';
import type { QuickAddControllerProps, QuickAddProps } from './QuickAddController.client';

export type { QuickAddProps } from './QuickAddController.client';

type Controller = (props: QuickAddControllerProps) => React.ReactNode;

/**
 * The card's quick add (L §4, P §4). The page loads only its button: the machine, the modal and
 * its pickers load when the shopper reaches for it (pointer over, focus or press), and take over
 * from the button; a press made while they load opens the modal once they are there.
 */
export function QuickAdd(props: QuickAddProps) {
  const { quickAddInUse } = useShopper();
  // One product may show in several cards on a page: coordination is per card, not per product.
  const cardId = useId();
  const hydrated = useHydrated();
  const [controller, setController] = useState<{ Controller: Controller }>();
  const [openOnStart, setOpenOnStart] = useState<string>();
  if (controller) return <controller.Controller {...props} cardId={cardId} openOnStart={openOnStart} />;

  const load = () => {
    void import('./QuickAddController.client').then(({ QuickAddController }) => setController({ Controller: QuickAddController }));
  };
  // As the machine's idle state has it: disabled while another card's quick add is in use (and
  // until the button works: a card drawn on the server hydrates after the page shows).
  const disabled = !hydrated || (quickAddInUse !== undefined && quickAddInUse !== cardId);
  return (
    <button
      type="button"
      className={styles.quickAdd}
      disabled={disabled}
      aria-busy={openOnStart !== undefined}
      aria-label={`${quickAddLabels.add}: ${props.productName}`}
      data-testid="quick-add"
      onPointerEnter={load}
      onFocus={load}
      onClick={() => {
        setOpenOnStart(props.colour);
        load();
      }}
    >
      {openOnStart !== undefined ? <span className={styles.spinner} aria-hidden="true" /> : null}
      {quickAddLabels.add}
    </button>
  );
}

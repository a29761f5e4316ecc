'use client';

import { useState, type ReactNode } from 'react';
import { useIslandCode } from '../../shared/use-island-code';
import { useProductSelection } from '../page/ProductSelection.client';
import { BuyBoxView, type BuyBoxViewProps } from './BuyBoxView';
import type { BuyIntent } from './BuyBoxController.client';
import type { ExpressWalletSettings } from '../../shared/express-wallet/settings';
import type { BuyBoxModel, BuyBoxState } from './model';

const loadController = () => import('./BuyBoxController.client');

/** What the server draws into the buy box around the island's own parts (P §5 badges and offers). */
export interface BuyBoxSlots {
  /** Under the price: price, promo and exclusion badges. */
  belowPrice?: ReactNode;
  /** After the add button: rewards, subscription card, gift box. */
  belowButton?: ReactNode;
  /** The server's drawing of the customisation form, until the live form has its fields (P §5). */
  customisation?: ReactNode;
  /** The promos' discounts, for office staff's price breakdown. */
  promoDiscounts?: Array<{ name: string; percent: number }>;
  /** The express wallet's settings; its place is drawn in `belowButton` (ExpressWalletSlot). */
  expressWallet?: ExpressWalletSettings;
}

/**
 * The product page's buy box island (P §4 'Variant selection', 'Add-to-basket label'). The
 * server draws it for the default colour (`initial`, by the rules the machine uses); once
 * hydrated it loads the variantSelection machine (its own chunk, not first-load JavaScript),
 * which takes over with the link's colour and size. Presses made before it arrives are replayed.
 * The box stays the same elements throughout: the controller hands over what it shows.
 */
export function BuyBox({ model, initial, slots = {} }: { model: BuyBoxModel; initial: BuyBoxState; slots?: BuyBoxSlots | undefined }) {
  const selection = useProductSelection();
  const Controller = useIslandCode(loadController, 'hydrated').code?.BuyBoxController;
  const [queued, setQueued] = useState<BuyIntent[]>([]);
  // The controller's view, once it runs.
  const [view, setView] = useState<BuyBoxViewProps>();
  const live = Controller !== undefined && selection.linkRead;
  const queue = (intent: BuyIntent) => setQueued((list) => [...list, intent]);
  const initialView: BuyBoxViewProps = {
    model,
    ...initial,
    // A customisable product waits for its form (P §5).
    canAdd: initial.canAdd && !model.customisationGroupName,
    customisation: slots.customisation,
    sizeError: undefined,
    colourMessage: undefined,
    lowStockMessage: undefined,
    addState: { kind: queued.some((intent) => intent.type === 'variant.add') ? 'adding' : 'idle' },
    onColour: (value) => queue({ type: 'variant.selectColour', colour: value }),
    onSize: (value) => queue({ type: 'variant.selectSize', size: value }),
    onAdd: () => queue({ type: 'variant.add' }),
    belowPrice: slots.belowPrice,
    belowButton: slots.belowButton,
  };
  return (
    <>
      <BuyBoxView {...(live && view ? view : initialView)} />
      {live ? <Controller model={model} queued={queued} customisation={slots.customisation} belowPrice={slots.belowPrice} belowButton={slots.belowButton} onView={setView} /> : null}
    </>
  );
}

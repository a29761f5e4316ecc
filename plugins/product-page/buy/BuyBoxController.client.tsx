'use client';

import { useActorRef, useSelector } from '@xstate/react';
import { memo, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { variantSelectionMachine, variantSelectionSelectors, type VariantSelectionEvent } from '@storefront/machines/variantSelection.machine';
import { addToBagMessages, productPage as productPageTexts } from '@storefront/machines/spec';
import { trackColour, trackSize } from '../../shared/analytics/product-events';
import { useProductView } from '../../shared/analytics/use-product-view';
import { DeferredExpressWallet } from '../../shared/express-wallet/DeferredExpressWallet.client';
import { useShopper } from '../../shared/shopper/ShopperContext.client';
import { addToBasket } from '../../shared/shopper/shopper-api';
import { CustomisationForm, pendingCustomisation, type CustomisationState } from '../customisation/CustomisationForm.client';
import { useProductSelection } from '../page/ProductSelection.client';
import type { AddState, BuyBoxViewProps } from './BuyBoxView';
import { priceView, pricePence, sizePickerShown, type BuyBoxModel } from './model';
import { StickyAddBar } from './StickyAddBar.client';
import { useStaffProductTools } from '../staff/use-staff-tools';
import { useAddOnLoad } from './add-on-load';
import { usePremierMemberMessage } from './premier-membership';

export type BuyIntent = VariantSelectionEvent;

export interface BuyBoxControllerProps {
  model: BuyBoxModel;
  /** Presses made before this loaded, in order. */
  queued: BuyIntent[];
  /** The server's drawing of the customisation form, until the live form has its fields. */
  customisation?: ReactNode;
  belowPrice?: ReactNode;
  belowButton?: ReactNode;
  /** What the buy box shows, each time it changes: BuyBox draws it (the same elements as before this loaded). */
  onView(view: BuyBoxViewProps): void;
}

/**
 * The buy box on the variantSelection machine, with the basket call and the mobile sticky bar. It
 * draws nothing itself: it hands the view to BuyBox, whose one BuyBoxView stays the same elements
 * from the server's HTML on. A box swapped for another when this loads would lose a press made
 * across the swap (pointer down on the old button, click on the new one).
 */
export const BuyBoxController = memo(function BuyBoxController({ model, queued, customisation, belowPrice, belowButton, onView }: BuyBoxControllerProps) {
  const shopper = useShopper();
  const selection = useProductSelection();
  const button = useRef<HTMLButtonElement>(null);
  const buttonId = useId();
  const [addState, setAddState] = useState<AddState>({ kind: 'idle' });
  const [now] = useState(() => Date.now());
  const { setBagCount } = shopper;
  // The customisation form gates the add and its values travel with the line (P §5).
  const [custom, setCustom] = useState<CustomisationState>(model.customisationGroupName ? pendingCustomisation : { valid: true, entries: [] });
  // useActorRef gives the machine this render's actions, so the add reads the latest entries.
  const addSku = (sku: string) => {
    setAddState({ kind: 'adding' });
    const entries = custom.entries;
    addToBasket([{ sku, quantity: 1, ...(entries.length ? { customFields: entries } : {}) }])
      .then((result) => {
        if ('error' in result) {
          setAddState({ kind: 'failed', message: result.error.trim() || addToBagMessages.addFailed });
          return;
        }
        if (result.totalQuantity !== undefined) setBagCount(result.totalQuantity);
        setAddState({ kind: 'added' });
      })
      .catch(() => setAddState({ kind: 'failed', message: addToBagMessages.addFailed }));
  };
  const scrollToButton = () => {
    document.getElementById(buttonId)?.scrollIntoView({ block: 'center', behavior: 'smooth' });
  };
  const actor = useActorRef(
    variantSelectionMachine.provide({
      actions: {
        scrollToAddButton: scrollToButton,
        requestAdd: (_, request) => addSku(request.sku),
      },
    }),
    {
      input: {
        variants: model.variants,
        colour: selection.colour,
        defaultColour: model.defaultColour,
        preferredSize: selection.requestedSize,
        preorderUntil: model.preorderUntil,
        now,
      },
    },
  );
  // Presses made while this loaded, or before its first view reached the box, replayed once each.
  const replayed = useRef(0);
  useEffect(() => {
    for (const intent of queued.slice(replayed.current)) actor.send(intent);
    replayed.current = queued.length;
  }, [actor, queued]);

  const colour = useSelector(actor, variantSelectionSelectors.colour);
  const size = useSelector(actor, variantSelectionSelectors.size);
  const variant = useSelector(actor, variantSelectionSelectors.variant);
  const colours = useSelector(actor, variantSelectionSelectors.colours);
  const sizes = useSelector(actor, variantSelectionSelectors.sizes);
  const label = useSelector(actor, variantSelectionSelectors.addToBasketLabel);
  const sizeError = useSelector(actor, variantSelectionSelectors.sizeError);
  const colourMessage = useSelector(actor, variantSelectionSelectors.colourMessage);
  const lowStock = useSelector(actor, (snapshot) => variantSelectionSelectors.lowStockMessage(snapshot, model.lowStockThreshold));
  const canAdd = useSelector(actor, (snapshot) => snapshot.can({ type: 'variant.add' })) && custom.valid;

  // The gallery follows the machine's colour (the machine may refuse a colour it does not offer).
  const { colour: shownColour, setColour } = selection;
  useEffect(() => {
    if (colour !== undefined && colour !== shownColour) setColour(colour);
  }, [colour, shownColour, setColour]);

  const price = priceView(model, colour, size);
  useProductView({ productId: model.productId, productKey: model.productKey, productName: model.productName, colour: colour ?? model.defaultColour, price: price?.price });
  const onAdd = () => {
    setAddState((state) => (state.kind === 'added' || state.kind === 'failed' ? { kind: 'idle' } : state));
    actor.send({ type: 'variant.add' });
  };
  // P §2, §6: per shopper, learnt in the browser (the page is cached): the member's line on a
  // premier product, the link's add-on-load for a signed-in shopper, and office staff's tools.
  const memberMessage = usePremierMemberMessage(model.isPremier, shopper.viewer, shopper.ready);
  useAddOnLoad({ viewer: shopper.viewer, sessionKnown: shopper.ready, size, canAdd: canAdd && memberMessage === undefined }, onAdd);
  const staff = useStaffProductTools(shopper.staffEditUrlPrefix !== undefined);
  // The express wallet buys the chosen size, customised as the form says (P §2, §5).
  const chosen = size !== undefined ? variant : undefined;
  const colourInStock = colours.some((option) => option.colour === colour && option.isOnStock);
  const wallet = model.expressWallet ? (
    <DeferredExpressWallet
      settings={model.expressWallet}
      purchase={{
        kind: 'product',
        productKey: model.productKey,
        item: chosen ? { sku: chosen.sku, quantity: 1, ...(custom.entries.length ? { customFields: custom.entries } : {}) } : undefined,
        variantInStock: chosen ? chosen.isOnStock : colourInStock,
        hasOutOfStockColour: !colourInStock,
        canBuy: canAdd && memberMessage === undefined,
        pricePence: pricePence(price?.price),
        onNeedsSize: () => actor.send({ type: 'variant.add' }),
      }}
    />
  ) : null;
  const view: BuyBoxViewProps = {
    model,
    colour,
    size,
    colours,
    sizes,
    showsSizePicker: sizePickerShown(model.variants, sizes),
    price,
    label,
    sku: variant?.sku,
    sizeError,
    colourMessage,
    lowStockMessage: lowStock,
    canAdd,
    addState,
    onColour: (value) => {
      setAddState({ kind: 'idle' });
      actor.send({ type: 'variant.selectColour', colour: value });
      trackColour(model, value);
    },
    onSize: (value) => {
      setAddState({ kind: 'idle' });
      actor.send({ type: 'variant.selectSize', size: value });
      trackSize(model, colour, value);
    },
    onAdd,
    buttonRef: button,
    buttonId,
    ready: true,
    customisation: model.customisationGroupName ? <CustomisationForm groupName={model.customisationGroupName} fallback={customisation} onChange={setCustom} /> : undefined,
    belowPrice,
    belowButton,
    memberMessage,
    staffTools: staff ? <staff.Tools productId={model.productId} productKey={model.productKey} sku={variant?.sku} promoDiscounts={model.promoDiscounts} /> : undefined,
    children: (
      <>
        <StickyAddBar target={button} thresholdPx={productPageTexts.stickyBarScrollPx} productName={model.productName} price={price?.price} label={label} disabled={!canAdd || addState.kind === 'adding'} onAdd={onAdd} />
        {wallet}
      </>
    ),
  };
  // Every render's view (its handlers read this render's state) goes to BuyBox; memo keeps BuyBox's
  // own re-render from rendering this again.
  useEffect(() => onView(view));
  return null;
});

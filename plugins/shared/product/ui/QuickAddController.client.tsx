'use client';

import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import { fromPromise } from 'xstate';
import { quickAddMachine, quickAddSelectors } from '@storefront/machines/quickAdd.machine';
import { useShopper } from '../../shopper/ShopperContext.client';
import { addToBasket, loadQuickAddProduct } from '../../shopper/shopper-api';
import { productFamily } from '../rules/colour-picker';
import { showsColourPicker } from '../rules/colours';
import { swatchPhotoUrl } from '../rules/swatch-photo';
import { canHideSizePicker } from '../rules/sizes';
import styles from './CardActions.module.css';
import { ColourPicker } from './ColourPicker.client';
import { SizePicker } from './SizePicker.client';
import pickerStyles from './VariantPicker.module.css';

export interface QuickAddProps {
  productId: string;
  productName: string;
  /** The colour the card shows: the modal opens on it. */
  colour: string;
  /** Labels, swatch colours and photographs, which the card already knows. */
  colours: ReadonlyArray<{ colour: string; colourLabel: string; swatchHex: string; image?: string | undefined }>;
  /** The product's department and category, which decide the swatch shape (L §9). */
  familyOf: Parameters<typeof productFamily>[0];
}

export interface QuickAddControllerProps extends QuickAddProps {
  /** The card's instance id: coordination is per card, not per product. */
  cardId: string;
  /** Pressed before this loaded: open at once, on this colour. */
  openOnStart: string | undefined;
  /** The shopper is pressing the card itself: the button is disabled meanwhile (P §4). */
  cardPressed: boolean;
  /** The card's button (QuickAdd) shows what the machine says of it, and presses go to `press`. */
  onButtonState(state: QuickAddButtonState): void;
}

export interface QuickAddButtonState {
  /** Add / Added. */
  label: string;
  disabled: boolean;
  /** Loading the product: the spinner shows. */
  busy: boolean;
  press(): void;
}

const lockScroll = () => {
  document.documentElement.style.overflow = 'hidden';
};
const unlockScroll = () => {
  document.documentElement.style.overflow = '';
};

/**
 * The card's quick add (L §4, P §4) once the shopper reaches for it, driven by the quickAdd
 * machine: the state of the card's button (Add/Added, a spinner) and the modal to pick colour
 * then size.
 */
export function QuickAddController({ productId, productName, colour, colours, familyOf, cardId, openOnStart, cardPressed, onButtonState }: QuickAddControllerProps) {
  const family = productFamily(familyOf);
  const shopper = useShopper();
  const dialog = useRef<HTMLDialogElement>(null);
  // The time the controller mounted, for the pre-order label (the machine takes time as input).
  const [mountedAt] = useState(() => Date.now());
  const actor = useActorRef(
    quickAddMachine.provide({
      actors: {
        loadProduct: fromPromise(({ input }) => loadQuickAddProduct(input.productId)),
        addToBasket: fromPromise(async ({ input }) => {
          const result = await addToBasket(input.items);
          if (result.totalQuantity !== undefined) shopper.setBagCount(result.totalQuantity);
          return result;
        }),
      },
      actions: { lockScroll, unlockScroll },
    }),
    { input: { productId, now: mountedAt, isOtherOpen: shopper.quickAddInUse !== undefined && shopper.quickAddInUse !== cardId } },
  );
  const label = useSelector(actor, quickAddSelectors.buttonLabel);
  const loading = useSelector(actor, quickAddSelectors.isLoading);
  const disabled = useSelector(actor, quickAddSelectors.isButtonDisabled);
  const inUse = useSelector(actor, quickAddSelectors.isInUse);
  const modalOpen = useSelector(actor, quickAddSelectors.isModalOpen);
  const closing = useSelector(actor, quickAddSelectors.isClosing);
  const product = useSelector(actor, quickAddSelectors.product);
  const chosenColour = useSelector(actor, quickAddSelectors.colour);
  const chosenSize = useSelector(actor, quickAddSelectors.size);
  const colourOptions = useSelector(actor, quickAddSelectors.colours);
  const sizeOptions = useSelector(actor, quickAddSelectors.sizes);
  const addLabel = useSelector(actor, quickAddSelectors.modalButtonLabel);
  const sizeError = useSelector(actor, quickAddSelectors.sizeError);
  const oneSize = useSelector(actor, quickAddSelectors.isOneSize);
  const lowStock = useSelector(actor, (snapshot) => quickAddSelectors.lowStockMessage(snapshot));
  const toast = useSelector(actor, quickAddSelectors.errorToast);
  const canAdd = useSelector(actor, (snapshot) => snapshot.can({ type: 'quickAdd.add' }));
  const canClose = useSelector(actor, (snapshot) => snapshot.can({ type: 'quickAdd.close' }));

  const { quickAddInUse, setQuickAddInUse } = shopper;
  // One quick add at a time across the page: tell the page when this one is in use…
  useEffect(() => {
    if (inUse) setQuickAddInUse(cardId);
    else if (quickAddInUse === cardId) setQuickAddInUse(undefined);
  }, [inUse, cardId, quickAddInUse, setQuickAddInUse]);
  // …and follow the others.
  useEffect(() => {
    actor.send({ type: quickAddInUse !== undefined && quickAddInUse !== cardId ? 'quickAdd.otherOpened' : 'quickAdd.otherClosed' });
  }, [actor, quickAddInUse, cardId]);
  useEffect(() => {
    actor.send({ type: cardPressed ? 'card.pressed' : 'card.released' });
  }, [actor, cardPressed]);
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (modalOpen && !element.open) element.showModal();
    if (!modalOpen && element.open) element.close();
  }, [modalOpen]);
  // Unmounting with the modal open must not leave the page unscrollable.
  useEffect(() => () => unlockScroll(), []);
  useEffect(() => {
    onButtonState({ label, disabled, busy: loading, press: () => actor.send({ type: 'quickAdd.open', colour }) });
  }, [onButtonState, label, disabled, loading, actor, colour]);
  // Pressed while this was loading: the press opens it now (the machine refuses what it must).
  useEffect(() => {
    if (openOnStart !== undefined) actor.send({ type: 'quickAdd.open', colour: openOnStart });
  }, [actor, openOnStart]);

  const labelOf = (value: string) => colours.find((option) => option.colour === value)?.colourLabel ?? value;
  const imageOf = (value: string) => colours.find((option) => option.colour === value)?.image;
  const swatchOf = (value: string) => colours.find((option) => option.colour === value)?.swatchHex ?? '#ccc';

  return (
    <>
      <dialog
        ref={dialog}
        className={styles.modal}
        data-closing={closing ? 'true' : undefined}
        aria-label={`Quick add: ${productName}`}
        onCancel={(event) => {
          event.preventDefault();
          actor.send({ type: 'quickAdd.close' });
        }}
      >
        {modalOpen && product ? (
          <div className={styles.modalBody}>
            <button type="button" className={styles.close} onClick={() => actor.send({ type: 'quickAdd.close' })} disabled={!canClose} aria-label="Close quick add">
              ×
            </button>
            <h2 className={styles.modalTitle}>{product.name}</h2>
            {showsColourPicker(colourOptions.map((option) => option.colour)) ? (
              <ColourPicker
                choices={colourOptions.map((option) => ({ colour: option.colour, label: labelOf(option.colour), swatchHex: swatchOf(option.colour), photoUrl: swatchPhotoUrl(imageOf(option.colour), family), isOnStock: option.isOnStock }))}
                chosen={chosenColour}
                family={family}
                onChoose={(value) => actor.send({ type: 'quickAdd.selectColour', colour: value })}
              />
            ) : null}
            {oneSize && canHideSizePicker(sizeOptions.map((option) => option.size)) ? null : (
              <SizePicker choices={sizeOptions} chosen={chosenSize} onChoose={(value) => actor.send({ type: 'quickAdd.selectSize', size: value })} />
            )}
            {lowStock ? <p className={pickerStyles.stockNote}>{lowStock}</p> : null}
            {sizeError ? (
              <p role="alert" className={styles.sizeError}>
                {sizeError}
              </p>
            ) : null}
            <button type="button" className={styles.addButton} disabled={!canAdd} onClick={() => actor.send({ type: 'quickAdd.add' })}>
              {addLabel}
            </button>
          </div>
        ) : null}
      </dialog>
      {toast ? (
        <div role="alert" className={styles.toast} data-testid="quick-add-error">
          <span>{toast}</span>
          <button type="button" onClick={() => actor.send({ type: 'quickAdd.dismissError' })} aria-label="Close message">
            ×
          </button>
        </div>
      ) : null}
    </>
  );
}

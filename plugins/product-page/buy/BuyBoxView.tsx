import type { ReactNode, Ref } from 'react';
import type { ColourOption, SizeOption } from '@storefront/machines/variant-selection';
import { ColourPicker } from '../../shared/product/ui/ColourPicker.client';
import { SizePicker } from '../../shared/product/ui/SizePicker.client';
import { WishlistHeart } from '../../shared/product/ui/WishlistHeart.client';
import type { BuyBoxModel, PriceView } from './model';
import styles from './BuyBox.module.css';

export type AddState = { kind: 'idle' } | { kind: 'adding' } | { kind: 'added' } | { kind: 'failed'; message: string };

export interface BuyBoxViewProps {
  model: BuyBoxModel;
  colour: string | undefined;
  size: string | undefined;
  colours: readonly ColourOption[];
  sizes: readonly SizeOption[];
  /** False for a one-size product whose size need not be shown. */
  showsSizePicker: boolean;
  price: PriceView | undefined;
  label: string;
  /** The sku the heart saves: the chosen variant's, else the colour's lead variant's. */
  sku: string | undefined;
  sizeError: string | undefined;
  colourMessage: string | undefined;
  lowStockMessage: string | undefined;
  canAdd: boolean;
  addState: AddState;
  onColour(colour: string): void;
  onSize(size: string): void;
  onAdd(): void;
  buttonRef?: Ref<HTMLButtonElement>;
  /** The main button's id: the size prompt scrolls it into view. */
  buttonId?: string;
  /** True once the variant machine runs (the link's colour and size applied). */
  ready?: boolean;
  /** The mobile sticky bar, once the controller runs. */
  children?: ReactNode;
  /** The customisation form, above the button (P §5: it gates the add). */
  customisation?: ReactNode;
  /** Drawn by the server under the price: price, promo and exclusion badges (P §5). */
  belowPrice?: ReactNode;
  /** Drawn by the server after the button: rewards, subscription card, gift box (P §2). */
  belowButton?: ReactNode;
  /** An active premier member's line, shown in place of the add button (P §6). */
  memberMessage?: string | undefined;
  /** Office staff's tools (price breakdown, listing tool link), once loaded for staff only. */
  staffTools?: ReactNode;
}

/** The price, was-price and saving (P §5: a was-price counts only when higher). */
export function PriceLine({ price }: { price: PriceView | undefined }) {
  if (!price) return null;
  return (
    <p className={styles.price} data-testid="pdp-price">
      <span className={price.wasPrice ? styles.salePrice : undefined}>
        <span className="visually-hidden">{price.wasPrice ? 'Now ' : 'Price '}</span>
        {price.price}
      </span>
      {price.wasPrice ? (
        <s className={styles.wasPrice}>
          <span className="visually-hidden">Was </span>
          {price.wasPrice}
        </s>
      ) : null}
      {price.saving ? <span className={styles.saving}>{price.saving}</span> : null}
    </p>
  );
}

/**
 * The buy box as the shopper sees it: price, colour and size pickers, messages, the add-to-basket
 * button and the wishlist heart. Drawn the same before and after the variant machine loads.
 */
export function BuyBoxView(props: BuyBoxViewProps) {
  const { model, colour, size, colours, sizes, showsSizePicker, price, label, sku, sizeError, colourMessage, lowStockMessage, canAdd, addState, onColour, onSize, onAdd, buttonRef, buttonId, ready = false, children, customisation } = props;
  const labelOf = (value: string) => model.colours.find((entry) => entry.colour === value);
  const pickerChoices = colours.map((option) => {
    const known = labelOf(option.colour);
    return { colour: option.colour, label: known?.label ?? option.colour, swatchHex: known?.swatchHex ?? '#ccc', photoUrl: known?.photoUrl, isOnStock: option.isOnStock };
  });
  const busy = addState.kind === 'adding';
  return (
    <div className={styles.buyBox} data-testid="buy-box" data-colour={colour} data-size={size ?? ''} data-ready={ready}>
      <div className={styles.priceArea}>
        <PriceLine price={price} />
        {props.belowPrice}
        {props.staffTools}
      </div>
      <div className={styles.pickers}>
        {pickerChoices.length > 1 ? (
          <ColourPicker choices={pickerChoices} chosen={colour} family={model.family} onChoose={onColour} />
        ) : (
          <p className={styles.singleColour}>Colour: {pickerChoices[0]?.label}</p>
        )}
        {colourMessage ? <p className={styles.notice}>{colourMessage}</p> : null}
        {showsSizePicker ? <SizePicker choices={sizes} chosen={size} onChoose={onSize} /> : null}
        {lowStockMessage ? (
          <p className={styles.lowStock} data-testid="low-stock">
            {lowStockMessage}
          </p>
        ) : null}
      </div>
      {customisation}
      <div className={styles.actions}>
        {props.memberMessage ? (
          <p className={styles.memberMessage} data-testid="premier-member">
            {props.memberMessage}
          </p>
        ) : (
          <button ref={buttonRef} id={buttonId} type="button" className={styles.addButton} data-testid="add-to-basket" disabled={!canAdd || busy} aria-busy={busy} onClick={onAdd}>
            {busy ? <span className={styles.spinner} aria-hidden="true" /> : null}
            {label}
          </button>
        )}
        {sku ? (
          <span className={styles.heart}>
            <WishlistHeart productKey={model.productKey} colour={colour ?? model.defaultColour} sku={sku} productName={model.productName} />
          </span>
        ) : null}
      </div>
      <p className={styles.status} role="status" aria-live="polite" data-testid="buy-box-status">
        {sizeError ? <span className={styles.sizeError}>{sizeError}</span> : null}
        {addState.kind === 'added' ? 'Added to your bag' : null}
        {addState.kind === 'failed' ? <span className={styles.sizeError}>{addState.message}</span> : null}
      </p>
      {props.belowButton}
      {children}
    </div>
  );
}

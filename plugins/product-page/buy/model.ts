/**
 * What the buy box needs of a product page product (P §3, §4, §5), kept small: the island's
 * props travel in the page's HTML, so only the fields the pickers, the price and the button read.
 */
import type { ProductPageProduct } from '@storefront/catalogue/types';
import { productPage as productPageTexts } from '@storefront/machines/spec';
import { addToBasketLabel, colourOptions, isOneSize, isPurchasable, leadVariant, selectedVariant, sizeOptions, startingSize, type ColourOption, type SizeOption, type Variant } from '@storefront/machines/variant-selection';
import { productFamily, type ProductFamily } from '../../shared/product/rules/colour-picker';
import { swatchPhotoUrl } from '../../shared/product/rules/swatch-photo';
import { savingLabel } from '../../shared/product/rules/prices';
import { canHideSizePicker } from '../../shared/product/rules/sizes';
import type { ExpressWalletSettings } from '../../shared/express-wallet/settings';

export interface BuyBoxVariant extends Variant {
  price: string;
  wasPrice: string | undefined;
  saving: number | undefined;
}

export interface BuyBoxColour {
  colour: string;
  label: string;
  swatchHex: string;
  /** The colour's first photograph, sized for a tall swatch; undefined where the picker shows dots. */
  photoUrl: string | undefined;
  isOnStock: boolean;
}

export interface BuyBoxModel {
  productId: string;
  productKey: string;
  productName: string;
  family: ProductFamily;
  defaultColour: string;
  colours: BuyBoxColour[];
  variants: BuyBoxVariant[];
  /** ISO date; until then the button reads 'pre-order now'. */
  preorderUntil: string | undefined;
  /** 'Only {n} left in stock' below this many (P §9: from configuration). */
  lowStockThreshold: number;
  /** Its customisation form must be valid before adding (P §5); undefined when not customisable. */
  customisationGroupName?: string | undefined;
  /** A premier product: an active member sees their membership in place of the add button (P §6). */
  isPremier: boolean;
  /** The promos the page shows with a discount, for office staff's price breakdown (P §3 discountEffects). */
  promoDiscounts: Array<{ name: string; percent: number }>;
  /** The express wallet under the add button (P §2, §5), when the page offers one. */
  expressWallet?: ExpressWalletSettings;
}

export function buyBoxModel(
  product: ProductPageProduct,
  options: { lowStockThreshold?: number; promoDiscounts?: BuyBoxModel['promoDiscounts'] | undefined; expressWallet?: ExpressWalletSettings | undefined } = {},
): BuyBoxModel {
  const family = productFamily({ department: product.department.id, categorySlug: product.categories.at(-1)?.slug ?? '' });
  return {
    productId: product.id,
    productKey: product.key,
    productName: product.name,
    family,
    defaultColour: product.defaultColour,
    colours: product.colours.map((colour) => ({ colour: colour.colour, label: colour.colourLabel, swatchHex: colour.swatchHex, photoUrl: swatchPhotoUrl(colour.images[0]?.src, family), isOnStock: colour.isOnStock })),
    variants: product.variants.map((variant) => ({
      sku: variant.sku,
      colour: variant.colour,
      size: variant.size,
      isOnStock: variant.isOnStock,
      availableQuantity: variant.availableQuantity,
      price: variant.price.formatted,
      wasPrice: variant.wasPrice?.formatted,
      saving: variant.percentageSaving,
    })),
    preorderUntil: product.preorderUntil,
    lowStockThreshold: options.lowStockThreshold ?? productPageTexts.defaultLowStockThreshold,
    customisationGroupName: product.customisationGroupName,
    isPremier: product.isPremier,
    promoDiscounts: options.promoDiscounts ?? [],
    ...(options.expressWallet ? { expressWallet: options.expressWallet } : {}),
  };
}

/** '£1,049.00' → 104900: the pence of a price the page shows. */
export function pricePence(formatted: string | undefined): number | undefined {
  const digits = (formatted ?? '').replace(/[^\d.]/g, '');
  return digits ? Math.round(Number.parseFloat(digits) * 100) : undefined;
}

export interface PriceView {
  price: string;
  wasPrice: string | undefined;
  /** 'Save X%' for one variant or equal savings, 'Up to X% OFF' when the colour's sizes save differently. */
  saving: string | undefined;
}

/** The price line for a colour and size: the chosen variant's, else the colour's lead variant with the colour's saving. */
export function priceView(model: Pick<BuyBoxModel, 'variants'>, colour: string | undefined, size: string | undefined): PriceView | undefined {
  const ofColour = model.variants.filter((variant) => variant.colour === colour);
  const chosen = size === undefined ? undefined : ofColour.find((variant) => variant.size === size);
  const shown = chosen ?? leadVariant(ofColour, colour);
  if (!shown) return undefined;
  const saving = chosen ? savingLabel([chosen.saving]) : savingLabel(ofColour.map((variant) => variant.saving));
  return { price: shown.price, wasPrice: shown.wasPrice, saving };
}

/** What the buy box shows for a colour and size, by the rules the variant machine applies. */
export interface BuyBoxState {
  colour: string | undefined;
  size: string | undefined;
  colours: ColourOption[];
  sizes: SizeOption[];
  /** False for a one-size product whose size need not be shown (L §5). */
  showsSizePicker: boolean;
  price: PriceView | undefined;
  label: string;
  canAdd: boolean;
  /** The sku the heart saves: the chosen variant's, else the colour's lead variant's. */
  sku: string | undefined;
}

export function sizePickerShown(variants: readonly Variant[], sizes: readonly SizeOption[]): boolean {
  return !(isOneSize(variants) && canHideSizePicker(sizes.map((option) => option.size)));
}

/**
 * The buy box the server draws into the cached page: the default colour and the size it opens
 * with, worked out on the server so the browser needs no rules before the machine loads. `now`
 * (render time) decides a pre-order; the machine decides again in the browser with its own clock.
 */
export function initialBuyBoxState(model: BuyBoxModel, now = Date.now()): BuyBoxState {
  const colour = model.defaultColour;
  const size = startingSize(model.variants, colour, undefined);
  const sizes = sizeOptions(model.variants, colour);
  const labelInput = { variants: model.variants, colour, size, preorderUntil: model.preorderUntil, now };
  return {
    colour,
    size,
    colours: colourOptions(model.variants),
    sizes,
    showsSizePicker: sizePickerShown(model.variants, sizes),
    price: priceView(model, colour, size),
    label: addToBasketLabel(labelInput),
    canAdd: isPurchasable(labelInput),
    sku: selectedVariant(model.variants, colour, size)?.sku,
  };
}

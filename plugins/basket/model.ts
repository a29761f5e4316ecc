import type { GiftWithPurchase } from '../shared/product/ui/GiftWithPurchaseBox';
/**
 * The basket page's own shapes (P §2 /basket): what the server hands the page, every amount
 * already written in pounds and every message in words, so the page only draws.
 */

/** How a line stands against the stock now. */
export type LineStock = { kind: 'in-stock' } | { kind: 'low'; message: string } | { kind: 'out'; message: string };

export interface BasketLineView {
  /** The line's key: the sku and its customisation (the endpoints name a line by both). */
  sku: string;
  customisationKey: string;
  name: string;
  brand: string;
  url: string;
  image: { src: string; alt: string };
  colour: string;
  /** Undefined for a one-size item. */
  size: string | undefined;
  customisation: Array<{ label: string; value: string }>;
  unitPrice: string;
  lineTotal: string;
  quantity: number;
  /** The stepper's ceiling: what is left for this line, at most the per-line limit. */
  maxQuantity: number;
  stock: LineStock;
  /** Set when this look lowered the quantity to what is left: said, never silent. */
  lowered: string | undefined;
  /** The free gift that ships with this item (P §2 gift-with-purchase box, basket variant). */
  gift: GiftWithPurchase | undefined;
}

export interface BasketSummaryView {
  itemCount: number;
  subtotal: string;
  delivery: { name: string; description: string; price: string } | undefined;
  /** The delivery offer the shopper could reach, or why delivery costs what it does. */
  deliveryNote: string | undefined;
  total: string;
}

export interface BasketView {
  /** The cart's id (the express wallet pays for it); undefined without a basket. */
  cartId: string | undefined;
  lines: BasketLineView[];
  summary: BasketSummaryView;
  /** The total in pence (what the express wallet's sheet opens with). */
  totalPence: number;
  /** Nothing out of stock and something to pay for: the express wallet shows. */
  payable: boolean;
  /** Why the basket cannot be paid for now (out-of-stock lines), in words. */
  blocked: string | undefined;
}

export const BASKET_TEXTS = {
  title: 'Your bag',
  emptyTitle: 'Your bag is empty',
  emptyBody: 'Items you add to your bag will appear here. Signed in? Your bag follows you to any device.',
  continueShopping: 'Continue shopping',
  outOfStock: 'Out of stock',
  blockedByStock: 'Some items in your bag are out of stock. Remove them or move them to your wishlist to check out.',
  lowered: (from: number, to: number) => `We have changed the quantity from ${from} to ${to}: that is all we have left.`,
  free: 'Free',
  summaryTitle: 'Order summary',
  reserved: 'Items in your bag are not reserved until you pay.',
  itemCount: (count: number) => `${count} item${count === 1 ? '' : 's'}`,
} as const;

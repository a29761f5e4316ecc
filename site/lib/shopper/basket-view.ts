import { BASKET_TEXTS, type BasketLineView, type BasketView, type LineStock } from '@storefront/plugins/basket/model';
import { addToBagMessages, productPage } from '@storefront/machines/spec';
import type { StockChange } from '@storefront/shopper/basket/review';
import { MAX_LINE_QUANTITY } from '@storefront/shopper/basket/schemas';
import type { Cart } from '@storefront/shopper/basket/service';
import { unitsLeftPerLine } from '@storefront/shopper/basket/stock-check';
import { siteDelivery } from '@storefront/sites/delivery';
import { shippingOptions } from '@storefront/sites/shipping-methods';
import { formatPence } from '@storefront/catalogue/money-format';


const EMPTY: BasketView = {
  cartId: undefined,
  lines: [],
  summary: { itemCount: 0, subtotal: formatPence(0), delivery: undefined, deliveryNote: undefined, total: formatPence(0) },
  totalPence: 0,
  payable: false,
  blocked: undefined,
};

function lineStock(unitsLeft: number): LineStock {
  if (unitsLeft <= 0) return { kind: 'out', message: BASKET_TEXTS.outOfStock };
  return unitsLeft < productPage.defaultLowStockThreshold ? { kind: 'low', message: addToBagMessages.lowStock(unitsLeft) } : { kind: 'in-stock' };
}

/**
 * The basket page for a cart re-checked against the stock (services/shopper basket/review.ts):
 * each line with its stock standing, the lines lowered on this look, and the totals. Lines with
 * nothing left stay on the page, outside the totals, and keep the basket from being paid for.
 * Delivery is the first (cheapest) option `shippingOptions` gives for the payable lines to a GB
 * address not known yet: the one owner of delivery prices.
 */
export function basketView(cart: Cart | undefined, changes: readonly StockChange[], siteId: string): BasketView {
  if (!cart || cart.lineItems.length === 0) return { ...EMPTY, cartId: cart?.id };
  const left = unitsLeftPerLine(cart.lineItems.map((line) => ({ sku: line.variant.sku, quantity: line.quantity, stock: line.availableQuantity })));
  const lines: BasketLineView[] = cart.lineItems.map((line, index) => {
    const unitsLeft = left[index]!;
    const change = changes.find((candidate) => candidate.sku === line.variant.sku && candidate.customisationKey === line.customisationKey);
    return {
      sku: line.variant.sku,
      customisationKey: line.customisationKey,
      name: line.name,
      brand: line.brand,
      url: line.url,
      image: line.image,
      colour: line.colourLabel,
      size: line.size === productPage.oneSizeLabel ? undefined : line.size,
      customisation: line.customFields.filter((field) => field.value.trim() !== '').map((field) => ({ label: field.displayName, value: field.value })),
      unitPrice: formatPence(line.unitPrice.centAmount),
      lineTotal: formatPence(line.unitPrice.centAmount * line.quantity),
      quantity: line.quantity,
      maxQuantity: Math.min(MAX_LINE_QUANTITY, unitsLeft),
      stock: lineStock(unitsLeft),
      lowered: change ? BASKET_TEXTS.lowered(change.from, change.to) : undefined,
      gift: line.gift,
    };
  });
  const payableLines = cart.lineItems.filter((_, index) => left[index]! > 0);
  const subTotalPence = payableLines.reduce((sum, line) => sum + line.unitPrice.centAmount * line.quantity, 0);
  const hasBulkyItem = payableLines.some((line) => line.isBulky);
  const [delivery] = payableLines.length > 0 ? shippingOptions({ siteId, subTotalPence, hasBulkyItem, countryCode: 'GB', postalCode: '' }) : [];
  const offer = siteDelivery(siteId).deliveryUspMessage;
  const outOfStock = lines.some((line) => line.stock.kind === 'out');
  return {
    cartId: cart.id,
    lines,
    summary: {
      itemCount: payableLines.reduce((sum, line) => sum + line.quantity, 0),
      subtotal: formatPence(subTotalPence),
      delivery: delivery && { name: delivery.name, description: delivery.description, price: delivery.pricePence === 0 ? BASKET_TEXTS.free : formatPence(delivery.pricePence) },
      deliveryNote: hasBulkyItem ? offer.bulkyItemMessage : delivery && delivery.pricePence > 0 ? offer.underThresholdMessage : undefined,
      total: formatPence(subTotalPence + (delivery?.pricePence ?? 0)),
    },
    totalPence: subTotalPence + (delivery?.pricePence ?? 0),
    payable: payableLines.length > 0 && !outOfStock,
    blocked: outOfStock ? BASKET_TEXTS.blockedByStock : undefined,
  };
}

import { asc, inArray } from 'drizzle-orm';
import type { Database } from '@storefront/db/client';
import { variants } from '@storefront/db/schema/catalogue';
import type { BasketLineCustomField } from '@storefront/db/schema/shopper';
import { readCartLines } from '../basket/cart-lines';
import { SHIPPED_COUNTRIES, shippingOptions, type ShippingOption } from '@storefront/sites/shipping-methods';

/** A basket line at today's price, with what an order keeps of it and what delivery depends on. */
export interface PricedLine {
  sku: string;
  quantity: number;
  customFields: BasketLineCustomField[];
  customisationKey: string;
  productKey: string;
  name: string;
  colour: string;
  colourLabel: string;
  size: string;
  unitPricePence: number;
  /** Logistic class containing BULKY (P §3 Variant): delivered by the two-person team, GB only. */
  bulky: boolean;
}

/** Where the basket goes: blank means the defaults (GB, postal code not known yet). */
export interface Destination {
  countryCode: string;
  postalCode: string;
}

/** The basket's lines at the catalogue's current prices, in the order they were added (read as the basket page reads them). */
export async function pricedLines(db: Database, basketId: string): Promise<PricedLine[]> {
  return (await readCartLines(db, basketId)).map((line) => ({
    sku: line.variant.sku,
    quantity: line.quantity,
    customFields: line.customFields,
    customisationKey: line.customisationKey,
    productKey: line.productKey,
    name: line.name,
    colour: line.colour,
    colourLabel: line.colourLabel,
    size: line.size,
    unitPricePence: line.unitPrice.centAmount,
    bulky: line.isBulky,
  }));
}

export const subTotalOf = (lines: readonly PricedLine[]) => lines.reduce((sum, line) => sum + line.unitPricePence * line.quantity, 0);

/** The units wanted of each SKU, over all its lines (the same item customised twice is two lines). */
export function quantitiesBySku(lines: ReadonlyArray<{ sku: string; quantity: number }>): Map<string, number> {
  const wanted = new Map<string, number>();
  for (const line of lines) wanted.set(line.sku, (wanted.get(line.sku) ?? 0) + line.quantity);
  return new Map([...wanted].sort(([a], [b]) => a.localeCompare(b)));
}

/** The delivery options for these lines and destination (services/sites: the one owner of delivery prices). */
export function deliveryOptions(siteId: string, lines: readonly PricedLine[], destination: Destination): ShippingOption[] {
  return shippingOptions({
    siteId,
    subTotalPence: subTotalOf(lines),
    hasBulkyItem: lines.some((line) => line.bulky),
    countryCode: destination.countryCode,
    postalCode: destination.postalCode,
  });
}

/** The countries something delivers these lines to (a bulky item, for one, travels in GB only). */
export function deliverableCountries(siteId: string, lines: readonly PricedLine[]): string[] {
  return SHIPPED_COUNTRIES.filter((countryCode) => deliveryOptions(siteId, lines, { countryCode, postalCode: '' }).length > 0);
}

/** Locks the variants of these SKUs, in SKU order (so racing orders wait rather than deadlock), and reads their stock. */
export async function lockStock(db: Database, skus: readonly string[]): Promise<Map<string, number>> {
  if (skus.length === 0) return new Map();
  const rows = await db
    .select({ sku: variants.sku, stock: variants.stock })
    .from(variants)
    .where(inArray(variants.sku, [...skus]))
    .orderBy(asc(variants.sku))
    .for('update');
  return new Map(rows.map((row) => [row.sku, row.stock]));
}

import 'server-only';
import { money } from '@storefront/catalogue/queries/money';
import { orderForOwner, ordersOfUser, type OrderAddress, type OrderStatus } from '@storefront/shopper/orders/read';
import { getDb } from '../platform/db';
import { getCatalogue } from '../products/catalogue';
import { basketOwner } from '../shopper/basket-owner';
import { orderConfirmationPath } from './config';

/** One bought item as the confirmation shows it: the picture and link of its colour when the product is still sold here. */
export interface ConfirmationLine {
  key: string;
  name: string;
  brand: string | undefined;
  url: string | undefined;
  image: string | undefined;
  colour: string;
  size: string;
  quantity: number;
  unitPrice: string;
  lineTotal: string;
  customisation: Array<{ label: string; value: string }>;
}

export interface OrderConfirmationView {
  id: string;
  number: number;
  status: OrderStatus;
  placedOn: string;
  email: string;
  itemCount: number;
  lines: ConfirmationLine[];
  subTotal: string;
  delivery: string;
  total: string;
  shippingMethod: { name: string; description: string };
  shippingAddress: string[];
  billingAddress: string[];
  paymentReference: string | undefined;
}

export interface AccountOrderRow {
  id: string;
  number: number;
  href: string;
  placedOn: string;
  status: OrderStatus;
  statusLabel: string;
  itemCount: number;
  total: string;
}

const ORDER_ID = /^ord-[0-9a-f-]{36}$/;
const dateFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/London' });
const countryNames = new Intl.DisplayNames(['en-GB'], { type: 'region' });

export const orderStatusLabels: Record<OrderStatus, string> = {
  paid: 'Order placed',
  pending_payment: 'Confirming payment',
  payment_refused: 'Payment declined',
};

/** An address as the lines of a label: name, street, town, region (when it adds anything), postal code, country, phone. */
export function addressLines(address: OrderAddress): string[] {
  const country = /^[A-Z]{2}$/.test(address.country) ? (countryNames.of(address.country) ?? address.country) : address.country;
  return [
    `${address.firstName} ${address.lastName}`.trim(),
    address.streetName,
    address.additionalStreetInfo,
    address.city,
    address.region !== address.city ? address.region : '',
    address.postalCode,
    country,
    address.phone,
  ].filter((line) => line.trim() !== '');
}

/**
 * The order confirmation of `orderId` for this request's shopper (signed in, or the guest who
 * placed it), on site `siteId`; undefined for anyone else, as if there were no such order.
 */
export async function orderConfirmation(orderId: string, siteId: string): Promise<OrderConfirmationView | undefined> {
  if (!ORDER_ID.test(orderId)) return undefined;
  const owner = await basketOwner();
  if (!owner) return undefined;
  const order = await orderForOwner(await getDb(), owner, orderId);
  if (!order) return undefined;
  const products = await (await getCatalogue()).productsByKeys([...new Set(order.lines.map((line) => line.productKey))], { fascia: siteId });
  const byKey = new Map(products.map((product) => [product.key, product]));
  const lines = order.lines.map((line, index): ConfirmationLine => {
    const product = byKey.get(line.productKey);
    const colour = product?.colourVariants.find((variant) => variant.colour === line.colour);
    const url = product ? new URL(product.url, 'http://x') : undefined;
    url?.searchParams.set('colour', line.colour);
    return {
      key: `${line.sku}-${index}`,
      name: line.name,
      brand: product?.brand.name,
      url: url ? `${url.pathname}${url.search}` : undefined,
      image: colour?.image.src,
      colour: line.colourLabel,
      size: line.size,
      quantity: line.quantity,
      unitPrice: money(line.unitPricePence).formatted,
      lineTotal: money(line.unitPricePence * line.quantity).formatted,
      customisation: line.customFields.map((field) => ({ label: field.displayName, value: field.value })),
    };
  });
  return {
    id: order.id,
    number: order.number,
    status: order.status,
    placedOn: dateFormat.format(new Date(order.createdAt)),
    email: order.email,
    itemCount: order.lines.reduce((sum, line) => sum + line.quantity, 0),
    lines,
    subTotal: money(order.subTotalPence).formatted,
    delivery: order.shippingMethod.pricePence === 0 ? 'Free' : money(order.shippingMethod.pricePence).formatted,
    total: money(order.totalPence).formatted,
    shippingMethod: { name: order.shippingMethod.name, description: order.shippingMethod.description },
    shippingAddress: addressLines(order.shippingAddress),
    billingAddress: addressLines(order.billingAddress),
    paymentReference: order.pspReference ?? undefined,
  };
}

/** The signed-in shopper's orders for /account, newest first. */
export async function accountOrders(userId: string): Promise<AccountOrderRow[]> {
  const orders = await ordersOfUser(await getDb(), userId);
  return orders.map((order) => ({
    id: order.id,
    number: order.number,
    href: orderConfirmationPath(order.id),
    placedOn: dateFormat.format(new Date(order.createdAt)),
    status: order.status,
    statusLabel: orderStatusLabels[order.status],
    itemCount: order.itemCount,
    total: money(order.totalPence).formatted,
  }));
}

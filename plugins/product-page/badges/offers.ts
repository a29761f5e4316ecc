/**
 * The money rules of the product page's offers (P §9): rewards are worth points/100 in pounds with
 * 2 decimals, a subscription costs 95 % of the price.
 */
import { formatPence } from '@storefront/catalogue/money-format';

/** P §9: 'Subscription price 95% of price'. */
export const SUBSCRIPTION_PRICE_SHARE = 0.95;

/** What reward points are worth: points/100 in £, e.g. 250 → '£2.50'. */
export function rewardsValue(points: number): string {
  return formatPence(points);
}

/** Whether a product earns points worth showing: a whole number above zero. */
export function earnsRewards(points: number | undefined): points is number {
  return typeof points === 'number' && Number.isInteger(points) && points > 0;
}

/** The subscription price in pence: 95 % of the price, to the penny. */
export function subscriptionPence(pricePence: number): number {
  return Math.round(pricePence * SUBSCRIPTION_PRICE_SHARE);
}

const months = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

function ordinal(day: number): string {
  const tens = day % 100;
  if (tens >= 11 && tens <= 13) return `${day}th`;
  return `${day}${{ 1: 'st', 2: 'nd', 3: 'rd' }[day % 10] ?? 'th'}`;
}

/**
 * P §9: the premier expiry date as day, month name and year, the English day as an ordinal
 * ('3rd March 2025'), in UK time. Undefined for a date that cannot be read.
 */
export function premierExpiryDate(iso: string): string | undefined {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return undefined;
  const parts = Object.fromEntries(new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', day: 'numeric', month: 'numeric', year: 'numeric' }).formatToParts(date).map((part) => [part.type, part.value]));
  return `${ordinal(Number(parts.day))} ${months[Number(parts.month) - 1]} ${parts.year}`;
}

import type { Money } from '../types';
import { formatPence } from '../money-format';

export function money(pence: number): Money {
  return { pence, formatted: formatPence(pence) };
}

/** Rounded 100 − price / wasPrice × 100, only when the was-price is really higher. */
export function percentageSaving(pricePence: number, wasPricePence: number | null | undefined): number | undefined {
  if (wasPricePence == null || wasPricePence <= pricePence || wasPricePence <= 0) return undefined;
  return Math.round(100 - (pricePence / wasPricePence) * 100);
}

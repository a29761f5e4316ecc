import { createHash } from 'node:crypto';

/**
 * A signed-in shopper's affiliate id (P §6: share links carry it): a stable public name for the
 * shopper that does not give away their account id. Derived from the id (a random UUID, so it
 * cannot be guessed back), the same on every server and after restarts.
 */
export function affiliateIdOf(userId: string): string {
  return `A${createHash('sha256').update(`affiliate:${userId}`).digest('hex').slice(0, 15).toUpperCase()}`;
}

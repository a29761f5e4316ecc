import { visuallySimilarFallback } from '@storefront/machines/spec';
import { recommendationRules } from './constants';

/**
 * P §4, §8: recommendations load, then show or hide; loading clears after 2 s regardless, and a
 * late answer is dropped (the request is aborted). Failures are logged, never shown.
 */
export type LoadOutcome<T> = { status: 'loaded'; items: T[] } | { status: 'hidden'; reason: 'empty' | 'failed' | 'timeout' };

export const RECOMMENDATION_TIMEOUT = visuallySimilarFallback.timeoutMessage;

export function loadWithTimeout<T>(load: (signal: AbortSignal) => Promise<T[]>, timeoutMs: number = recommendationRules.loadingTimeoutMs): Promise<LoadOutcome<T>> {
  const controller = new AbortController();
  return new Promise((resolve) => {
    let settled = false;
    const finish = (outcome: LoadOutcome<T>) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(outcome);
    };
    const timer = setTimeout(() => {
      console.warn(RECOMMENDATION_TIMEOUT);
      controller.abort();
      finish({ status: 'hidden', reason: 'timeout' });
    }, timeoutMs);
    load(controller.signal).then(
      (items) => finish(items.length > 0 ? { status: 'loaded', items } : { status: 'hidden', reason: 'empty' }),
      (error: unknown) => {
        if (!settled) console.warn(`recommendations: ${error instanceof Error ? error.message : String(error)}`);
        finish({ status: 'hidden', reason: 'failed' });
      },
    );
  });
}

/**
 * Runs once when a Next.js server starts (never in `next build`, which Next.js skips and
 * background-work.ts checks again): the cached pages start listening to publishing, then the
 * server's own background work starts, and orders a stop left waiting for their payment's
 * answer are settled.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const [{ startBackgroundWork }, { watchChangesForCachedPages }, { startOrderReconciliation }] = await Promise.all([
    import('./lib/embedded/background-work'),
    import('./lib/platform/cache-invalidation'),
    import('./lib/checkout/reconciliation'),
  ]);
  // Before anything can publish: the cached pages must hear of every change.
  watchChangesForCachedPages();
  void startBackgroundWork();
  void startOrderReconciliation();
}

/**
 * Runs once when a Next.js server starts (never in `next build`, which Next.js skips and
 * background-work.ts checks again): the cached pages start listening to publishing, then the
 * server's own background work starts.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const [{ startBackgroundWork }, { watchChangesForCachedPages }] = await Promise.all([import('./lib/embedded/background-work'), import('./lib/platform/cache-invalidation')]);
  // Before anything can publish: the cached pages must hear of every change.
  watchChangesForCachedPages();
  void startBackgroundWork();
}

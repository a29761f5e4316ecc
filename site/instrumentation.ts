/**
 * Runs once when a Next.js server starts (never in `next build`, which Next.js skips and
 * background-work.ts checks again): starts the server's own background work.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { startBackgroundWork } = await import('./lib/embedded/background-work');
  void startBackgroundWork();
}

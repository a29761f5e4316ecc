/**
 * Runs one job at a time and keeps only the newest waiting one: while a render is in flight,
 * further updates replace each other, and a result is applied only if no newer update arrived
 * meanwhile (an older render must never overwrite what the editor typed since).
 */
export interface LatestOnly<T> {
  submit(update: T): void;
  /** Stops applying results (the component unmounted). */
  dispose(): void;
}

export function createLatestOnly<T, R>(
  run: (update: T) => Promise<R>,
  apply: (result: R, update: T) => void,
  onError: (error: unknown, update: T) => void = () => {},
): LatestOnly<T> {
  let waiting: { update: T } | undefined;
  let running = false;
  let disposed = false;

  const next = async () => {
    while (waiting && !disposed) {
      const { update } = waiting;
      waiting = undefined;
      running = true;
      try {
        const result = await run(update);
        // A newer update is waiting: this result is already stale.
        if (!waiting && !disposed) apply(result, update);
      } catch (error) {
        if (!waiting && !disposed) onError(error, update);
      } finally {
        running = false;
      }
    }
  };

  return {
    submit(update) {
      if (disposed) return;
      waiting = { update };
      if (!running) void next();
    },
    dispose() {
      disposed = true;
      waiting = undefined;
    },
  };
}

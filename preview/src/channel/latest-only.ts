/**
 * Runs one job at a time and keeps only the newest waiting one: while a render is in flight,
 * further updates replace each other, so at most two renders are ever pending (one running,
 * the newest waiting) however fast the editor types. Every finished render is applied — it is
 * newer than what is shown — so a steady typist still sees the page re-render; whoever applies
 * it re-patches text typed since (the SiteBridge does).
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
    running = true;
    while (waiting && !disposed) {
      const { update } = waiting;
      waiting = undefined;
      try {
        const result = await run(update);
        if (!disposed) apply(result, update);
      } catch (error) {
        // A failure that a newer update is already about to replace is not worth showing.
        if (!waiting && !disposed) onError(error, update);
      }
    }
    running = false;
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

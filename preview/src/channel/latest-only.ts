/**
 * Runs one job at a time and keeps only the newest waiting one: while a render is in flight,
 * further updates replace each other, so at most two renders are ever pending (one running,
 * the newest waiting) however fast the editor types. Every finished render is applied — it is
 * newer than what is shown — so a steady typist still sees the page re-render; whoever applies
 * it re-patches text typed since (the SiteBridge does).
 *
 * With `settle`, an update that comes in a burst (within `quietMs` of the one before) waits
 * until the burst pauses, or until it has waited `maxWaitMs`. The first update after a quiet
 * spell runs at once. Text typed meanwhile is already on screen by patching; what the wait
 * saves is a full server render per keystroke competing with the typing for the CPU.
 */
export interface LatestOnly<T> {
  submit(update: T): void;
  /** Stops applying results (the component unmounted). */
  dispose(): void;
}

export interface SettleOptions {
  quietMs: number;
  maxWaitMs: number;
  now?: () => number;
}

export function createLatestOnly<T, R>(
  run: (update: T) => Promise<R>,
  apply: (result: R, update: T) => void,
  onError: (error: unknown, update: T) => void = () => {},
  settle?: SettleOptions,
): LatestOnly<T> {
  const now = settle?.now ?? (() => Date.now());
  let waiting: { update: T } | undefined;
  let running = false;
  let disposed = false;
  let lastSubmitAt = Number.NEGATIVE_INFINITY;
  /** When the oldest update held back in the current burst came in. */
  let heldSince: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const next = async () => {
    running = true;
    while (waiting && !disposed && timer === undefined) {
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

  const release = () => {
    timer = undefined;
    heldSince = undefined;
    if (!running) void next();
  };

  const hold = (at: number) => {
    heldSince ??= at;
    if (timer !== undefined) clearTimeout(timer);
    const wait = Math.min(settle!.quietMs, Math.max(0, heldSince + settle!.maxWaitMs - at));
    timer = setTimeout(release, wait);
  };

  return {
    submit(update) {
      if (disposed) return;
      waiting = { update };
      const at = now();
      const inBurst = settle !== undefined && at - lastSubmitAt < settle.quietMs;
      lastSubmitAt = at;
      if (inBurst || timer !== undefined) hold(at);
      else if (!running) void next();
    },
    dispose() {
      disposed = true;
      waiting = undefined;
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
    },
  };
}

import { SearchEngineError } from '../engine/errors';

/** What one request may spend in the engine, searching and serialising its answer. */
export const DEFAULT_TIME_BUDGET_MS = 1000;

/**
 * The engine time a request has used: only while it runs, not while it waits for others (a
 * worker lets other requests in between the queries of a multi-query). Past the budget the
 * request stops with a 400 in Algolia's error shape: sent again it would stop again, so it is
 * the request that must shrink, not the client that should retry.
 */
export class TimeBudget {
  private usedMs = 0;
  private since: number | undefined;

  constructor(
    readonly limitMs: number,
    private readonly now: () => number = () => performance.now(),
  ) {
    this.since = now();
  }

  /** Stops the clock while the request waits. */
  pause(): void {
    if (this.since === undefined) return;
    this.usedMs += this.now() - this.since;
    this.since = undefined;
  }

  resume(): void {
    this.since ??= this.now();
  }

  spentMs(): number {
    return this.usedMs + (this.since === undefined ? 0 : this.now() - this.since);
  }

  /** Throws once the request has used more than its budget. */
  check(): void {
    if (this.spentMs() > this.limitMs) {
      throw new SearchEngineError(400, `The request used more than its time budget of ${this.limitMs} ms: send fewer queries, or ask for fewer hits`);
    }
  }
}

import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLatestOnly } from './latest-only';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('latest-only rendering', () => {
  it('keeps one render in flight, runs only the newest of the updates that came meanwhile, and applies each finished render', async () => {
    const runs: Array<{ update: number; result: ReturnType<typeof deferred<string>> }> = [];
    const applied: Array<[string, number]> = [];
    const runner = createLatestOnly<number, string>(
      (update) => {
        const result = deferred<string>();
        runs.push({ update, result });
        return result.promise;
      },
      (result, update) => applied.push([result, update]),
    );
    runner.submit(1);
    runner.submit(2);
    runner.submit(3);
    expect(runs.map((run) => run.update)).toEqual([1]);
    runs[0]!.result.resolve('render 1');
    await new Promise((resolve) => setTimeout(resolve, 0));
    // Render 1 is newer than what is shown: applied. 2 was overtaken by 3 and never runs.
    expect(applied).toEqual([['render 1', 1]]);
    expect(runs.map((run) => run.update)).toEqual([1, 3]);
    runner.submit(4);
    runner.submit(5);
    runs[1]!.result.resolve('render 3');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(runs.map((run) => run.update)).toEqual([1, 3, 5]);
    runs[2]!.result.resolve('render 5');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(applied).toEqual([
      ['render 1', 1],
      ['render 3', 3],
      ['render 5', 5],
    ]);
  });

  it('reports a failed render unless a newer update is already waiting, and carries on', async () => {
    const errors: number[] = [];
    const applied: number[] = [];
    const runner = createLatestOnly<number, number>(
      async (update) => {
        if (update === 1) throw new Error('server down');
        return update;
      },
      (result) => applied.push(result),
      (_error, update) => errors.push(update),
    );
    runner.submit(1);
    await new Promise((resolve) => setTimeout(resolve, 0));
    runner.submit(2);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(errors).toEqual([1]);
    expect(applied).toEqual([2]);
  });

  it('applies nothing after it is disposed', async () => {
    const applied: number[] = [];
    const runner = createLatestOnly<number, number>(async (update) => update, (result) => applied.push(result));
    runner.submit(1);
    runner.dispose();
    runner.submit(2);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(applied).toEqual([]);
  });

  describe('settling bursts', () => {
    afterEach(() => {
      vi.useRealTimers();
    });

    function settlingRunner(options = { quietMs: 250, maxWaitMs: 1000 }) {
      vi.useFakeTimers();
      const runs: number[] = [];
      const applied: number[] = [];
      const runner = createLatestOnly<number, number>(
        async (update) => {
          runs.push(update);
          return update;
        },
        (result) => applied.push(result),
        undefined,
        { ...options, now: () => Date.now() },
      );
      return { runner, runs, applied };
    }

    it('renders the first update after a quiet spell at once, then only the last of a burst once it pauses', async () => {
      const { runner, runs, applied } = settlingRunner();
      runner.submit(1);
      await vi.advanceTimersByTimeAsync(0);
      expect(runs).toEqual([1]);
      for (let key = 2; key <= 6; key += 1) {
        await vi.advanceTimersByTimeAsync(80);
        runner.submit(key);
      }
      // Typing every 80 ms: nothing more is rendered while the burst goes on…
      await vi.advanceTimersByTimeAsync(200);
      expect(runs).toEqual([1]);
      // …and the newest update is rendered once it has paused for the quiet time.
      await vi.advanceTimersByTimeAsync(60);
      expect(runs).toEqual([1, 6]);
      expect(applied).toEqual([1, 6]);
      // A later, lone update renders at once again.
      await vi.advanceTimersByTimeAsync(1000);
      runner.submit(7);
      await vi.advanceTimersByTimeAsync(0);
      expect(runs).toEqual([1, 6, 7]);
    });

    it('does not hold a long burst back for longer than the maximum wait', async () => {
      const { runner, runs } = settlingRunner({ quietMs: 250, maxWaitMs: 500 });
      runner.submit(0);
      await vi.advanceTimersByTimeAsync(0);
      for (let key = 1; key <= 20; key += 1) {
        await vi.advanceTimersByTimeAsync(100);
        runner.submit(key);
      }
      // 2 s of steady typing: a render at least every 500 ms, always of the newest text then.
      expect(runs.length).toBeGreaterThanOrEqual(4);
      expect(runs.slice(1).every((update, index, all) => index === 0 || update > all[index - 1]!)).toBe(true);
      await vi.advanceTimersByTimeAsync(250);
      expect(runs.at(-1)).toBe(20);
    });

    it('drops a held update when disposed', async () => {
      const { runner, runs } = settlingRunner();
      runner.submit(1);
      await vi.advanceTimersByTimeAsync(10);
      runner.submit(2);
      runner.dispose();
      await vi.advanceTimersByTimeAsync(1000);
      expect(runs).toEqual([1]);
    });
  });
});

import { describe, expect, it } from 'vitest';
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
  it('keeps one render in flight, skips the updates overtaken while it ran, and applies only the newest', async () => {
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
    await Promise.resolve();
    await Promise.resolve();
    // Render 1 finished after 3 arrived: stale, not applied; 2 was never run.
    expect(applied).toEqual([]);
    expect(runs.map((run) => run.update)).toEqual([1, 3]);
    runs[1]!.result.resolve('render 3');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(applied).toEqual([['render 3', 3]]);
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
});

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
});

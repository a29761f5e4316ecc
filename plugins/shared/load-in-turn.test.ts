import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** The browser's task scheduler (scheduler.postTask), run by hand: one background task at a time. */
const tasks: Array<{ run: () => void; priority: string }> = [];
function postTask(callback: () => void, options: { priority: string }): Promise<void> {
  return new Promise((resolve) => tasks.push({ run: () => resolve(callback()), priority: options.priority }));
}

/** Each test gets a queue of its own. */
let loadInTurn: typeof import('./load-in-turn').loadInTurn;
beforeEach(async () => {
  tasks.length = 0;
  vi.stubGlobal('scheduler', { postTask });
  vi.resetModules();
  ({ loadInTurn } = await import('./load-in-turn'));
});
afterEach(() => {
  vi.unstubAllGlobals();
});

/** A load the test finishes (or fails) by hand, recording when it started. */
function manualLoad(name: string, started: string[]) {
  let finish!: (value: string) => void;
  let fail!: (error: Error) => void;
  const load = () => {
    started.push(name);
    return new Promise<string>((resolve, reject) => {
      finish = resolve;
      fail = reject;
    });
  };
  return { load, finish: () => finish(name), fail: () => fail(new Error(`${name} failed`)) };
}

/** Runs the next background task and the promises it settles. */
async function nextTask() {
  for (let turn = 0; turn < 5 && tasks.length === 0; turn += 1) await Promise.resolve();
  const task = tasks.shift();
  expect(task?.priority).toBe('background');
  task!.run();
  for (let turn = 0; turn < 5; turn += 1) await Promise.resolve();
}

describe('loadInTurn', () => {
  it('starts nothing in the task that asks: the page finishes what it is doing first', () => {
    const started: string[] = [];
    void loadInTurn(manualLoad('buy box', started).load);
    expect(started).toEqual([]);
  });

  it('starts one module per task, in the order asked', async () => {
    const started: string[] = [];
    const loads = ['buy box', 'countdown', 'reviews'].map((name) => manualLoad(name, started));
    const results = loads.map((load) => loadInTurn(load.load));
    await nextTask();
    expect(started).toEqual(['buy box']);
    await nextTask();
    expect(started).toEqual(['buy box', 'countdown']);
    await nextTask();
    expect(started).toEqual(['buy box', 'countdown', 'reviews']);
    for (const load of loads) load.finish();
    await expect(Promise.all(results)).resolves.toEqual(['buy box', 'countdown', 'reviews']);
  });

  it('does not hold a module up until the one before it has arrived: a slow or stalled load delays nothing', async () => {
    const started: string[] = [];
    void loadInTurn(manualLoad('stalled', started).load);
    const next = manualLoad('reviews', started);
    const after = loadInTurn(next.load);
    await nextTask();
    await nextTask();
    expect(started).toEqual(['stalled', 'reviews']);
    next.finish();
    await expect(after).resolves.toBe('reviews');
  });

  it('goes on after a load fails, and tells the one who asked', async () => {
    const started: string[] = [];
    const offline = manualLoad('offline', started);
    const next = manualLoad('next', started);
    const failed = loadInTurn(offline.load);
    const after = loadInTurn(next.load);
    await nextTask();
    offline.fail();
    await expect(failed).rejects.toThrow('offline failed');
    await nextTask();
    expect(started).toEqual(['offline', 'next']);
    next.finish();
    await expect(after).resolves.toBe('next');
  });
});

import { beforeEach, describe, expect, it, vi } from 'vitest';

/** Each test gets a queue of its own. */
let loadInTurn: typeof import('./load-in-turn').loadInTurn;
let LONGEST_TURN_MS: number;
beforeEach(async () => {
  vi.resetModules();
  ({ loadInTurn, LONGEST_TURN_MS } = await import('./load-in-turn'));
});

/** A load the test finishes by hand, recording when it started. */
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

/** Lets a few tasks run: the queue's own background task, then the load it starts. */
const afewTasks = async () => {
  for (let task = 0; task < 3; task += 1) await new Promise((resolve) => setTimeout(resolve, 0));
};

describe('loadInTurn', () => {
  it('starts nothing in the task that asks: the page finishes what it is doing first', () => {
    const started: string[] = [];
    void loadInTurn(manualLoad('buy box', started).load);
    expect(started).toEqual([]);
  });

  it('loads one module at a time, in the order asked, each from a task of its own', async () => {
    const started: string[] = [];
    const buyBox = manualLoad('buy box', started);
    const countdown = manualLoad('countdown', started);
    const reviews = manualLoad('reviews', started);
    const results = [loadInTurn(buyBox.load), loadInTurn(countdown.load), loadInTurn(reviews.load)];
    await afewTasks();
    expect(started).toEqual(['buy box']);
    buyBox.finish();
    await expect(results[0]).resolves.toBe('buy box');
    await afewTasks();
    expect(started).toEqual(['buy box', 'countdown']);
    countdown.finish();
    await afewTasks();
    expect(started).toEqual(['buy box', 'countdown', 'reviews']);
    reviews.finish();
    await expect(Promise.all(results)).resolves.toEqual(['buy box', 'countdown', 'reviews']);
  });

  it('goes on after a load fails, and tells the one who asked', async () => {
    const started: string[] = [];
    const offline = manualLoad('offline', started);
    const next = manualLoad('next', started);
    const failed = loadInTurn(offline.load);
    const after = loadInTurn(next.load);
    await afewTasks();
    offline.fail();
    await expect(failed).rejects.toThrow('offline failed');
    await afewTasks();
    expect(started).toEqual(['offline', 'next']);
    next.finish();
    await expect(after).resolves.toBe('next');
  });

  it('does not let a stalled load hold up the others for longer than a turn may last', async () => {
    vi.useFakeTimers();
    try {
      const started: string[] = [];
      void loadInTurn(manualLoad('stalled', started).load);
      const next = manualLoad('next', started);
      const after = loadInTurn(next.load);
      await vi.advanceTimersByTimeAsync(0);
      expect(started).toEqual(['stalled']);
      await vi.advanceTimersByTimeAsync(LONGEST_TURN_MS - 1);
      expect(started).toEqual(['stalled']);
      // Then its turn: a background task later (a timer of 0, which fake timers count as 1 ms).
      await vi.advanceTimersByTimeAsync(2);
      expect(started).toEqual(['stalled', 'next']);
      next.finish();
      await expect(after).resolves.toBe('next');
    } finally {
      vi.useRealTimers();
    }
  });
});

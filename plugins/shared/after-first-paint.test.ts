// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

async function freshGate() {
  vi.resetModules();
  return (await import('./after-first-paint')).afterFirstPaint;
}

function settled(promise: Promise<void>) {
  let done = false;
  void promise.then(() => {
    done = true;
  });
  return async () => {
    await Promise.resolve();
    await Promise.resolve();
    return done;
  };
}

describe('afterFirstPaint', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    Object.defineProperty(document, 'readyState', { configurable: true, get: () => 'complete' });
  });
  afterEach(() => {
    vi.useRealTimers();
    Reflect.deleteProperty(window, 'requestIdleCallback');
  });

  it('waits for an idle moment after load, not less', async () => {
    const idle: Array<() => void> = [];
    Object.assign(window, { requestIdleCallback: (callback: () => void) => idle.push(callback) });
    const isDone = settled((await freshGate())());
    expect(await isDone()).toBe(false);
    idle[0]!();
    expect(await isDone()).toBe(true);
  });

  it('opens at the first input, before the browser is idle', async () => {
    Object.assign(window, { requestIdleCallback: () => {} });
    const isDone = settled((await freshGate())());
    expect(await isDone()).toBe(false);
    window.dispatchEvent(new Event('pointerdown'));
    expect(await isDone()).toBe(true);
  });

  it('is one gate for the whole page: later callers share the opened one', async () => {
    Object.assign(window, { requestIdleCallback: (callback: () => void) => callback() });
    const gate = await freshGate();
    const first = gate();
    await first;
    expect(gate()).toBe(first);
  });
});

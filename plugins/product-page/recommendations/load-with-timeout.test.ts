import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadWithTimeout } from './load-with-timeout';

describe('loading clears after 2 s (P §4, §8, §9)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('hides the section with "recommendation timeout" when no answer comes within 2 s, and aborts the request', async () => {
    let signal: AbortSignal | undefined;
    const outcome = loadWithTimeout((given) => {
      signal = given;
      return new Promise<string[]>(() => {});
    });
    let settled: unknown;
    void outcome.then((value) => (settled = value));
    await vi.advanceTimersByTimeAsync(1_999);
    expect(settled).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toEqual({ status: 'hidden', reason: 'timeout' });
    expect(signal?.aborted).toBe(true);
    expect(console.warn).toHaveBeenCalledWith('recommendation timeout');
  });

  it('shows an answer that comes in time, and drops one that comes late', async () => {
    const quick = loadWithTimeout(() => new Promise<string[]>((resolve) => setTimeout(() => resolve(['a']), 500)));
    await vi.advanceTimersByTimeAsync(500);
    expect(await quick).toEqual({ status: 'loaded', items: ['a'] });
    const late = loadWithTimeout(() => new Promise<string[]>((resolve) => setTimeout(() => resolve(['b']), 2_500)));
    await vi.advanceTimersByTimeAsync(2_500);
    expect(await late).toEqual({ status: 'hidden', reason: 'timeout' });
  });

  it('hides on an empty answer or a failure', async () => {
    expect(await loadWithTimeout(async () => [])).toEqual({ status: 'hidden', reason: 'empty' });
    expect(await loadWithTimeout(async () => Promise.reject(new Error('503')))).toEqual({ status: 'hidden', reason: 'failed' });
  });
});

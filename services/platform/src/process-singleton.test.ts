import { afterEach, describe, expect, it } from 'vitest';
import { processSingleton, processSingletonAsync, releaseProcessSingleton } from './process-singleton';

afterEach(() => {
  releaseProcessSingleton('test.value');
  releaseProcessSingleton('test.async');
});

describe('processSingleton', () => {
  it('creates the value once and gives every caller the same one', () => {
    let made = 0;
    const make = () => ({ n: ++made });
    const first = processSingleton('test.value', make);
    expect(processSingleton('test.value', make)).toBe(first);
    expect(made).toBe(1);
  });

  it('is shared through globalThis, as a second copy of the module would see it', () => {
    const value = processSingleton('test.value', () => 'one');
    expect((globalThis as unknown as Record<symbol, unknown>)[Symbol.for('storefront.test.value')]).toBe(value);
  });

  it('forgets a failed async creation so the next caller tries again', async () => {
    await expect(processSingletonAsync('test.async', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    await expect(processSingletonAsync('test.async', () => Promise.resolve('up'))).resolves.toBe('up');
  });

  it('keeps a successful async creation', async () => {
    let made = 0;
    const make = async () => ++made;
    await processSingletonAsync('test.async', make);
    await processSingletonAsync('test.async', make);
    expect(made).toBe(1);
  });

  it('releases the value so a later call makes a new one', () => {
    processSingleton('test.value', () => 'old');
    expect(releaseProcessSingleton('test.value')).toBe('old');
    expect(processSingleton('test.value', () => 'new')).toBe('new');
  });
});

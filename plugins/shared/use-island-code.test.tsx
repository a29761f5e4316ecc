// @vitest-environment jsdom
import { act, useRef } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { IslandTrigger } from './use-island-code';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** Fresh hooks (and a fresh queue and first-paint gate) per test. */
let useIslandCode: typeof import('./use-island-code').useIslandCode;
let useNearViewport: typeof import('./use-near-viewport').useNearViewport;
beforeEach(async () => {
  vi.resetModules();
  ({ useIslandCode } = await import('./use-island-code'));
  ({ useNearViewport } = await import('./use-near-viewport'));
});

const roots: Root[] = [];
afterEach(async () => {
  for (const root of roots.splice(0)) await act(async () => root.unmount());
  document.body.innerHTML = '';
  Reflect.deleteProperty(window, 'IntersectionObserver');
  Reflect.deleteProperty(window, 'requestIdleCallback');
});

/** What the island shows: its fallback, the loaded code's word, or that loading failed. */
function Island({ load, when, enabled, belowTheFold }: { load: () => Promise<{ word: string }>; when: IslandTrigger; enabled?: boolean; belowTheFold?: boolean }) {
  const frame = useRef<HTMLDivElement>(null);
  const near = useNearViewport(frame, '600px 0px');
  const { code, failed } = useIslandCode(load, when, belowTheFold ? near : enabled);
  return (
    <div ref={frame} data-near={near}>
      {failed ? 'failed' : (code?.word ?? 'fallback')}
    </div>
  );
}

async function show(props: Parameters<typeof Island>[0]) {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  roots.push(root);
  await act(async () => root.render(<Island {...props} />));
  return () => container.textContent;
}

/** Lets the queue's tasks and the loads run, inside act(). */
async function settle() {
  for (let round = 0; round < 4; round += 1) await act(async () => void (await new Promise((resolve) => setTimeout(resolve, 0))));
}

describe('useIslandCode', () => {
  it('keeps the fallback until the code has loaded after hydration, then shows the island, loading once', async () => {
    const load = vi.fn(async () => ({ word: 'live' }));
    const shown = await show({ load, when: 'hydrated' });
    expect(shown()).toBe('fallback');
    await settle();
    expect(shown()).toBe('live');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads a section’s code only once it comes near the viewport, and knows it is near from then on', async () => {
    const observers: Array<{ callback: IntersectionObserverCallback; options: IntersectionObserverInit | undefined }> = [];
    class FakeObserver {
      constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
        observers.push({ callback, options });
      }
      observe() {}
      disconnect() {}
    }
    Object.assign(window, { IntersectionObserver: FakeObserver });
    const load = vi.fn(async () => ({ word: 'reviews' }));
    const shown = await show({ load, when: 'hydrated', belowTheFold: true });
    const near = () => document.querySelector('[data-near]')?.getAttribute('data-near');
    await settle();
    expect(load).not.toHaveBeenCalled();
    expect(near()).toBe('false');
    expect(observers[0]!.options?.rootMargin).toBe('600px 0px');
    const report = (isIntersecting: boolean) => act(() => observers[0]!.callback([{ isIntersecting } as IntersectionObserverEntry], {} as IntersectionObserver));
    await report(false);
    await settle();
    expect(load).not.toHaveBeenCalled();
    await report(true);
    await settle();
    expect(near()).toBe('true');
    expect(shown()).toBe('reviews');
  });

  it('waits for the page to have painted and the browser to be idle when asked to', async () => {
    const idle: Array<() => void> = [];
    Object.assign(window, { requestIdleCallback: (callback: () => void) => idle.push(callback) });
    Object.defineProperty(document, 'readyState', { configurable: true, get: () => 'complete' });
    const load = vi.fn(async () => ({ word: 'assistant' }));
    const shown = await show({ load, when: 'idle' });
    await settle();
    expect(load).not.toHaveBeenCalled();
    idle[0]!();
    await settle();
    expect(shown()).toBe('assistant');
  });

  it('never loads code it is not enabled for (a staff tool in a shopper’s browser)', async () => {
    const load = vi.fn(async () => ({ word: 'staff' }));
    const shown = await show({ load, when: 'hydrated', enabled: false });
    await settle();
    expect(load).not.toHaveBeenCalled();
    expect(shown()).toBe('fallback');
  });

  it('says so when the code cannot be loaded', async () => {
    const shown = await show({ load: () => Promise.reject(new Error('offline')), when: 'hydrated' });
    await settle();
    expect(shown()).toBe('failed');
  });
});

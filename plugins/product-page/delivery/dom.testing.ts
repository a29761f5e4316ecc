import { act, type ReactElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { vi } from 'vitest';

/**
 * Component tests in a DOM (`@vitest-environment jsdom`) with React's own act(): what the shopper
 * sees is read from the document.
 */
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const mounted: Root[] = [];

export async function mount(element: ReactElement): Promise<{ container: HTMLElement; rerender(next: ReactElement): Promise<void> }> {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  mounted.push(root);
  await act(async () => root.render(element));
  return { container, rerender: (next) => act(async () => root.render(next)) };
}

export async function unmountAll(): Promise<void> {
  for (const root of mounted.splice(0)) await act(async () => root.unmount());
  document.body.innerHTML = '';
}

/**
 * Lets pending promises and dynamic imports settle inside act(). Island code loads in turn, each
 * from a task of its own (`loadInTurn`): under fake timers, those tasks are run too.
 */
export async function settle(rounds = 3): Promise<void> {
  for (let round = 0; round < rounds; round += 1) {
    await act(async () => {
      if (vi.isFakeTimers()) await vi.advanceTimersByTimeAsync(0);
      await vi.dynamicImportSettled();
    });
  }
}

export async function click(element: Element | null | undefined): Promise<void> {
  if (!element) throw new Error('Nothing to click');
  await act(async () => (element as HTMLElement).click());
}

export async function press(key: string, options: { shiftKey?: boolean; target?: Element | null } = {}): Promise<void> {
  const target = options.target ?? document.activeElement ?? document.body;
  await act(async () => {
    target.dispatchEvent(new KeyboardEvent('keydown', { key, shiftKey: options.shiftKey ?? false, bubbles: true, cancelable: true }));
  });
}

/** The button whose accessible text (label or content) is `name`. */
export function button(name: string, within: ParentNode = document): HTMLButtonElement | undefined {
  return [...within.querySelectorAll('button')].find((candidate) => (candidate.getAttribute('aria-label') ?? candidate.textContent?.trim()) === name);
}

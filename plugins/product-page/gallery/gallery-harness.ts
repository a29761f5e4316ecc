import { act, createElement } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { vi } from 'vitest';
import { ProductGallery } from './ProductGallery';
import type { ProductGalleryProps } from './types';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** happy-dom lays nothing out: give boxes a phone's sizes so swiper and the strip can measure. */
export function layOut({ width = 400, height = 600 } = {}) {
  const restore = [
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(width),
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(height),
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ left: 0, top: 0, width, height, right: width, bottom: height, x: 0, y: 0, toJSON: () => ({}) } as DOMRect),
  ];
  return () => restore.forEach((spy) => spy.mockRestore());
}

export interface MountedGallery {
  container: HTMLElement;
  /** The server's HTML, as the browser got it (the preload goes to the head). */
  serverHtml: string;
  recoverableErrors: unknown[];
  root: Root;
  section: HTMLElement;
  button(label: string): HTMLButtonElement;
  counter(): string;
  unmount(): void;
}

/** The gallery as a shopper's browser gets it: the server's HTML, then hydrated. */
export async function mountGallery(props: ProductGalleryProps): Promise<MountedGallery> {
  const container = document.createElement('div');
  document.body.append(container);
  const serverHtml = renderToString(createElement(ProductGallery, props)).replace(/<link [^>]*>/g, '');
  container.innerHTML = serverHtml;
  const recoverableErrors: unknown[] = [];
  let root!: Root;
  await act(async () => {
    root = hydrateRoot(container, createElement(ProductGallery, props), { onRecoverableError: (error) => recoverableErrors.push(error) });
  });
  const section = container.querySelector<HTMLElement>('[data-testid="product-gallery"]')!;
  return {
    container,
    serverHtml,
    recoverableErrors,
    root,
    section,
    button: (label) => {
      const found = [...container.ownerDocument.querySelectorAll<HTMLButtonElement>('button')].find((button) => button.getAttribute('aria-label') === label);
      if (!found) throw new Error(`no button labelled ${label}`);
      return found;
    },
    counter: () => section.querySelector('[aria-live="polite"]')!.textContent ?? '',
    unmount: () => {
      act(() => root.unmount());
      container.remove();
    },
  };
}

/** Lets the gallery's lazily loaded part arrive (and whatever waited for it run). */
export async function settle() {
  await act(async () => {
    await vi.dynamicImportSettled();
  });
  await act(async () => {
    await vi.dynamicImportSettled();
  });
}

export function pointer(target: Element, type: string, init: PointerEventInit = {}) {
  target.dispatchEvent(new PointerEvent(type, { bubbles: true, cancelable: true, pointerId: 1, ...init }));
}

/** A click as a mouse (or a finger) makes it: the press, then the click. */
export async function press(target: Element, pointerType: 'mouse' | 'touch' = 'mouse', at = { clientX: 100, clientY: 150 }) {
  await act(async () => {
    pointer(target, 'pointerdown', { pointerType, ...at });
    pointer(target, 'pointerup', { pointerType, ...at });
    target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, ...at }));
  });
  await settle();
}

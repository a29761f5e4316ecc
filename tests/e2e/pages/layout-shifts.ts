import type { Page } from '@playwright/test';

/** One layout shift as the browser reported it, with what moved (for a failure's message). */
export interface LayoutShift {
  value: number;
  startTime: number;
  moved: string[];
}

declare global {
  interface Window {
    __layoutShifts?: LayoutShift[];
  }
}

/**
 * The page's layout shifts from its first byte on (the Layout Instability API, as CLS counts
 * them), every one of them: nothing is typed or clicked here, so none is excused as a reaction
 * to input.
 */
export class LayoutShifts {
  constructor(readonly page: Page) {}

  /** Starts recording on every document the page loads from now on. */
  async record(): Promise<void> {
    await this.page.addInitScript(() => {
      const shifts: LayoutShift[] = [];
      window.__layoutShifts = shifts;
      const describe = (node: Node | null) => {
        if (!node) return '(removed)';
        const element = node instanceof Element ? node : node.parentElement;
        const name = element ? `${element.tagName.toLowerCase()}${element.className && typeof element.className === 'string' ? `.${element.className.split(' ')[0]}` : ''}` : node.nodeName;
        return `${name} “${(node.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40)}”`;
      };
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; sources?: Array<{ node: Node | null }> }>) {
          shifts.push({ value: entry.value, startTime: Math.round(entry.startTime), moved: (entry.sources ?? []).map((source) => describe(source.node)) });
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
  }

  /**
   * Waits until the page has loaded what it loads by itself: the load event, the web fonts,
   * the network (the browser's own fetches, ads, images) and every image on the first screen.
   */
  async settle(): Promise<void> {
    await this.page.waitForLoadState('load');
    await this.page.waitForLoadState('networkidle');
    await this.page.evaluate(() => document.fonts.ready.then(() => undefined));
    await this.page.waitForFunction(() =>
      [...document.images]
        .filter((image) => image.getClientRects().length > 0 && image.getBoundingClientRect().top < window.innerHeight)
        .every((image) => image.complete),
    );
  }

  /** The shifts so far: read two frames on, when the browser has reported the last frame's. */
  async recorded(): Promise<LayoutShift[]> {
    return this.page.evaluate(
      () => new Promise<LayoutShift[]>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(() => resolve(window.__layoutShifts ?? []))))),
    );
  }

  /** The cumulative layout shift of everything recorded (every shift, so at least the page's CLS). */
  async cumulative(): Promise<number> {
    return (await this.recorded()).reduce((sum, shift) => sum + shift.value, 0);
  }
}

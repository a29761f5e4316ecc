// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CmsEntry } from '@storefront/cms-models/nodes';
import { SiteBridge, type PreviewRenderOutcome, type PreviewUpdate } from './SiteBridge';
import { pageTree } from './testing/entries';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const tags = { 'data-contentful-entry-id': 'hero-1', 'data-contentful-field-id': 'heading' };

function headingOf(entry: CmsEntry): string {
  return JSON.stringify(entry).match(/"heading":"([^"]*)"/)?.[1] ?? '';
}

/** A render the test resolves by hand, like a server action that takes its time. */
function manualRender() {
  const calls: Array<{ update: PreviewUpdate; resolve: (outcome: PreviewRenderOutcome) => void }> = [];
  const render = (update: PreviewUpdate) => new Promise<PreviewRenderOutcome>((resolve) => calls.push({ update, resolve }));
  const rendered = (update: PreviewUpdate, warnings = 0): PreviewRenderOutcome => ({
    ok: true,
    warnings,
    sections: (
      <h2 {...tags} data-testid="rendered">
        {headingOf(update.entry)}
      </h2>
    ),
  });
  return { calls, render, rendered };
}

let container: HTMLDivElement;
let root: Root;
let push: (entry: CmsEntry) => void;
const subscribe = (callback: (entry: CmsEntry) => void) => {
  push = callback;
  return () => {};
};

beforeEach(() => {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});
afterEach(() => {
  act(() => root.unmount());
  container.remove();
});

const heading = () => container.querySelector('h2')!;
const settle = () => act(async () => new Promise((resolve) => setTimeout(resolve, 0)));

describe('the site bridge', () => {
  it('patches the heading at once, then swaps in the server render, reporting its warnings', async () => {
    const { calls, render, rendered } = manualRender();
    const reports: Array<{ warnings: number; error: string | undefined }> = [];
    act(() =>
      root.render(
        <SiteBridge allowedOrigins={[]} page={{ entryId: 'page-home', path: '/' }} render={render} subscribe={subscribe} onRendered={(result) => reports.push(result)}>
          <h2 {...tags}>Summer linen</h2>
        </SiteBridge>,
      ),
    );
    expect(heading().textContent).toBe('Summer linen');
    act(() => push(pageTree({ heading: 'Summer linen, typed' })));
    // Before the server answers, the text is already there.
    expect(heading().textContent).toBe('Summer linen, typed');
    expect(calls).toHaveLength(1);
    expect(heading().dataset.testid).toBeUndefined();
    await act(async () => calls[0]!.resolve(rendered(calls[0]!.update, 2)));
    await settle();
    expect(heading().dataset.testid).toBe('rendered');
    expect(heading().textContent).toBe('Summer linen, typed');
    expect(reports).toEqual([{ warnings: 2, error: undefined }]);
  });

  it('renders only the newest waiting tree once typing pauses, and keeps showing what was typed since a render was asked for', async () => {
    const { calls, render, rendered } = manualRender();
    act(() =>
      root.render(
        <SiteBridge allowedOrigins={[]} page={{ entryId: 'page-home', path: '/' }} render={render} subscribe={subscribe} renderSettle={{ quietMs: 40, maxWaitMs: 400 }}>
          <h2 {...tags}>Start</h2>
        </SiteBridge>,
      ),
    );
    act(() => push(pageTree({ heading: 'S' })));
    act(() => push(pageTree({ heading: 'Su' })));
    act(() => push(pageTree({ heading: 'Sum' })));
    expect(heading().textContent).toBe('Sum');
    expect(calls.map((call) => headingOf(call.update.entry))).toEqual(['S']);
    // The render of "S" comes back after "Sum" was typed: shown (it is newer than the page), with
    // the text typed since patched back in before it is painted; then only "Sum" is rendered.
    await act(async () => calls[0]!.resolve(rendered(calls[0]!.update)));
    await settle();
    expect(heading().dataset.testid).toBe('rendered');
    expect(heading().textContent).toBe('Sum');
    // "Su" and "Sum" came in a burst: "Sum" is rendered once the typing has paused.
    expect(calls.map((call) => headingOf(call.update.entry))).toEqual(['S']);
    await vi.waitFor(() => expect(calls).toHaveLength(2));
    expect(calls.map((call) => headingOf(call.update.entry))).toEqual(['S', 'Sum']);
    act(() => push(pageTree({ heading: 'Summ' })));
    expect(heading().textContent).toBe('Summ');
    await act(async () => calls[1]!.resolve(rendered(calls[1]!.update)));
    await settle();
    expect(heading().textContent).toBe('Summ');
    await act(async () => calls[2]!.resolve(rendered(calls[2]!.update)));
    await settle();
    expect(calls.map((call) => headingOf(call.update.entry))).toEqual(['S', 'Sum', 'Summ']);
    expect(heading().textContent).toBe('Summ');
  });

  it('keeps the last good sections and says why when a render fails', async () => {
    const { calls, render } = manualRender();
    const reports: Array<{ warnings: number; error: string | undefined }> = [];
    act(() =>
      root.render(
        <SiteBridge allowedOrigins={[]} page={{ entryId: 'page-home', path: '/' }} render={render} subscribe={subscribe} onRendered={(result) => reports.push(result)}>
          <h2 {...tags}>Summer linen</h2>
        </SiteBridge>,
      ),
    );
    act(() => push({ ...pageTree(), fields: { slug: '/' } }));
    await act(async () => calls[0]!.resolve({ ok: false, reason: 'The page entry is invalid: title: Required' }));
    await settle();
    expect(container.querySelector('[role="alert"]')!.textContent).toBe('The page entry is invalid: title: Required');
    expect(heading().textContent).toBe('Summer linen');
    expect(reports).toEqual([{ warnings: 0, error: 'The page entry is invalid: title: Required' }]);
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CmsEntry } from '@storefront/cms-models/nodes';
import { createPreviewParent, type PreviewParent } from './parent';
import { envelopeOf, MAX_MESSAGE_CHARS, type FieldClickMessage, type InitMessage, type RenderedMessage, type SetDataMessage } from './protocol';
import { createSiteChannel, type IgnoredReason, type SiteChannel } from './site-channel';
import { pageTree } from './testing/entries';
import { deliver, frame, recorder, TestWindow } from './testing/frames';

const SITE = 'http://hartley.localhost:3300';
const STUDIO = 'http://localhost:3300';
const FOREIGN = 'https://evil.example';

const noTimers = { setTimeout: () => 0, clearTimeout: () => {} };

interface Harness {
  site: SiteChannel;
  parent: PreviewParent;
  received: SetDataMessage[];
  highlights: Array<string | null>;
  inits: InitMessage[];
  clicks: FieldClickMessage[];
  rendered: RenderedMessage[];
  ignoredBySite: IgnoredReason[];
  siteWindow: TestWindow;
  studioWindow: TestWindow;
}

const cleanups: Array<() => void> = [];
afterEach(() => cleanups.splice(0).forEach((cleanup) => cleanup()));

function connect({ studioOrigin = STUDIO, allowedOrigins = [STUDIO], ancestorOrigins = false } = {}): Harness {
  const studioWindow = new TestWindow(studioOrigin);
  const siteWindow = new TestWindow(SITE);
  const { iframe } = frame(studioWindow, siteWindow, { ancestorOrigins });
  const harness = { received: [], highlights: [], inits: [], clicks: [], rendered: [], ignoredBySite: [], siteWindow, studioWindow } as unknown as Harness;
  harness.parent = createPreviewParent({
    iframe,
    siteOrigin: SITE,
    window: studioWindow,
    onInit: (message) => harness.inits.push(message),
    onFieldClick: (message) => harness.clicks.push(message),
    onRendered: (message) => harness.rendered.push(message),
  });
  harness.site = createSiteChannel({
    window: siteWindow,
    allowedOrigins,
    page: { entryId: 'page-home', path: '/' },
    onSetData: (message) => harness.received.push(message),
    onHighlight: (entryId) => harness.highlights.push(entryId),
    onIgnored: (reason) => harness.ignoredBySite.push(reason),
    timers: noTimers,
  });
  cleanups.push(() => {
    harness.parent.dispose();
    harness.site.dispose();
  });
  return harness;
}

describe('the live-preview channel', () => {
  it('shakes hands: the site says init, the studio answers, and set-data reaches the site', async () => {
    const harness = connect();
    expect(harness.parent.connected).toBe(false);
    // Edits made before the frame is ready wait for it.
    expect(harness.parent.setData(pageTree({ heading: 'Before init' }))).toEqual({ ok: true, seq: 1 });
    await deliver();
    expect(harness.inits).toEqual([expect.objectContaining({ type: 'init', page: { entryId: 'page-home', path: '/' } })]);
    expect(harness.parent.connected).toBe(true);
    expect(harness.site.parentOrigin).toBe(STUDIO);
    expect(harness.received.map((message) => [message.seq, (message.entry.fields.sections as CmsEntry[])[0]!.fields])).toEqual([
      [2, expect.objectContaining({ internalName: 'Top' })],
    ]);

    harness.parent.setData(pageTree({ heading: 'Typed live' }), { viewer: 'signed-in' });
    await deliver();
    const last = harness.received.at(-1)!;
    expect(last.seq).toBe(3);
    expect(last.viewer).toBe('signed-in');
    expect(JSON.stringify(last.entry)).toContain('Typed live');
  });

  it('carries clicks, hovers, renders and highlights the other way, to the connected studio only', async () => {
    const harness = connect();
    await deliver();
    harness.site.fieldClick('hero-1', 'heading', 'en-GB');
    harness.site.rendered(4, 'patch', 0);
    harness.parent.highlight('hero-1');
    await deliver();
    expect(harness.clicks).toEqual([expect.objectContaining({ entryId: 'hero-1', fieldId: 'heading', locale: 'en-GB' })]);
    expect(harness.rendered).toEqual([expect.objectContaining({ seq: 4, via: 'patch', warnings: 0 })]);
    expect(harness.highlights).toEqual(['hero-1']);
  });

  it('sends init only to an allowed parent origin, learnt from ancestorOrigins when the browser has it', async () => {
    const studio = new TestWindow(STUDIO);
    const site = new TestWindow(SITE);
    frame(studio, site, { ancestorOrigins: true });
    const heard = recorder(studio);
    const channel = createSiteChannel({ window: site, allowedOrigins: ['https://other.example', STUDIO], page: { entryId: 'p', path: '/' }, onSetData: () => {}, timers: noTimers });
    cleanups.push(() => channel.dispose());
    await deliver();
    expect(heard).toHaveLength(1);
    expect(heard[0]).toMatchObject({ origin: SITE, data: { type: 'init' } });

    // Framed by a foreign page: the preview says nothing at all.
    const evil = new TestWindow(FOREIGN);
    const victim = new TestWindow(SITE);
    frame(evil, victim, { ancestorOrigins: true });
    const evilHeard = recorder(evil);
    const quiet = createSiteChannel({ window: victim, allowedOrigins: [STUDIO], page: { entryId: 'p', path: '/' }, onSetData: () => {}, timers: noTimers });
    cleanups.push(() => quiet.dispose());
    await deliver();
    expect(evilHeard).toEqual([]);
  });

  it('ignores a parent on a foreign origin, even when it speaks the protocol perfectly', async () => {
    const harness = connect({ studioOrigin: FOREIGN });
    // The foreign parent never hears init (postMessage will not deliver to it), so it just tries.
    const iframeHandle = harness.siteWindow.handleFor(harness.studioWindow);
    iframeHandle.postMessage(envelopeOf({ type: 'init-response' }), '*');
    iframeHandle.postMessage(envelopeOf({ type: 'set-data', seq: 1, entry: pageTree({ heading: 'Defaced' }) }), '*');
    iframeHandle.postMessage(envelopeOf({ type: 'highlight', entryId: 'hero-1' }), '*');
    await deliver();
    expect(harness.received).toEqual([]);
    expect(harness.highlights).toEqual([]);
    expect(harness.site.parentOrigin).toBeUndefined();
    expect(harness.ignoredBySite).toEqual(['origin', 'origin', 'origin']);
    expect(harness.inits).toEqual([]);
  });

  it('ignores another window on an allowed origin that is not its parent (a sibling frame, a popup)', async () => {
    const harness = connect();
    await deliver();
    const sibling = new TestWindow(STUDIO);
    harness.siteWindow.handleFor(sibling).postMessage(envelopeOf({ type: 'set-data', seq: 99, entry: pageTree({ heading: 'From a sibling' }) }), '*');
    await deliver();
    expect(harness.received).toEqual([]);
    expect(harness.ignoredBySite).toEqual(['not-parent']);
  });

  it('ignores set-data before init-response, oversized or malformed messages, and sequence numbers that went back', async () => {
    const studio = new TestWindow(STUDIO);
    const site = new TestWindow(SITE);
    const { iframe } = frame(studio, site);
    const received: number[] = [];
    const ignored: IgnoredReason[] = [];
    const channel = createSiteChannel({ window: site, allowedOrigins: [STUDIO], page: { entryId: 'p', path: '/' }, onSetData: (message) => received.push(message.seq), onIgnored: (reason) => ignored.push(reason), timers: noTimers });
    cleanups.push(() => channel.dispose());
    const post = (message: unknown) => iframe.contentWindow.postMessage(message, SITE);
    post(envelopeOf({ type: 'set-data', seq: 1, entry: pageTree() }));
    await deliver();
    post(envelopeOf({ type: 'init-response' }));
    post(envelopeOf({ type: 'set-data', seq: 2, entry: pageTree({ heading: 'x'.repeat(MAX_MESSAGE_CHARS) }) }));
    post({ ...envelopeOf({ type: 'set-data', seq: 3, entry: pageTree() }), entry: { kind: 'entry' } });
    post(envelopeOf({ type: 'set-data', seq: 5, entry: pageTree() }));
    post(envelopeOf({ type: 'set-data', seq: 4, entry: pageTree() }));
    post({ hello: 'not ours' });
    await deliver();
    expect(received).toEqual([5]);
    expect(ignored).toEqual(['not-connected', 'too-large', 'invalid', 'stale']);
  });

  it('ignores, on the studio side, init from a window other than its iframe or from another origin', async () => {
    const studio = new TestWindow(STUDIO);
    const site = new TestWindow(SITE);
    const { iframe } = frame(studio, site);
    const inits: InitMessage[] = [];
    const ignored: string[] = [];
    const parent = createPreviewParent({ iframe, siteOrigin: SITE, window: studio, onInit: (message) => inits.push(message), onIgnored: (reason) => ignored.push(reason) });
    cleanups.push(() => parent.dispose());
    const init = envelopeOf({ type: 'init', page: { entryId: 'p', path: '/' } });
    // Same origin, other window.
    studio.handleFor(new TestWindow(SITE)).postMessage(init, '*');
    // The iframe, navigated to a foreign origin.
    const navigated = new TestWindow(FOREIGN);
    const navigatedFrame = frame(studio, navigated);
    const parentOfNavigated = createPreviewParent({ iframe: navigatedFrame.iframe, siteOrigin: SITE, window: studio, onInit: (message) => inits.push(message), onIgnored: (reason) => ignored.push(reason) });
    cleanups.push(() => parentOfNavigated.dispose());
    navigated.parent!.postMessage(init, '*');
    await deliver();
    expect(inits).toEqual([]);
    expect(parent.connected).toBe(false);
    expect(parentOfNavigated.connected).toBe(false);
    expect(ignored).toContain('origin');
    expect(ignored).toContain('not-frame');
  });

  it('answers a reloaded frame again and resends the newest tree', async () => {
    const harness = connect();
    harness.parent.setData(pageTree({ heading: 'Unsaved edit' }));
    await deliver();
    expect(harness.received).toHaveLength(1);
    // The frame reloads: a fresh site channel in the same window says init again.
    harness.site.dispose();
    const again: SetDataMessage[] = [];
    const reloaded = createSiteChannel({ window: harness.siteWindow, allowedOrigins: [STUDIO], page: { entryId: 'page-home', path: '/' }, onSetData: (message) => again.push(message), timers: noTimers });
    cleanups.push(() => reloaded.dispose());
    await deliver();
    expect(harness.inits).toHaveLength(2);
    expect(again).toHaveLength(1);
    expect(JSON.stringify(again[0]!.entry)).toContain('Unsaved edit');
  });

  it('retries init until the studio answers, then stops', async () => {
    // Simulated time: real timers made this depend on how busy the machine was.
    vi.useFakeTimers();
    cleanups.push(() => vi.useRealTimers());
    const studio = new TestWindow(STUDIO);
    const site = new TestWindow(SITE);
    const { iframe } = frame(studio, site);
    const heard = recorder(studio);
    const timers = { setTimeout: (callback: () => void, ms: number) => setTimeout(callback, ms), clearTimeout: (handle: unknown) => clearTimeout(handle as ReturnType<typeof setTimeout>) };
    const channel = createSiteChannel({ window: site, allowedOrigins: [STUDIO], page: { entryId: 'p', path: '/' }, onSetData: () => {}, timers, initSchedule: [0, 5, 10, 15, 20, 25, 30, 35, 40, 45] });
    cleanups.push(() => channel.dispose());
    const wait = (ms: number) => vi.advanceTimersByTimeAsync(ms);
    await wait(8);
    expect(heard.length).toBe(2);
    // The studio's listener attaches late and answers.
    const parent = createPreviewParent({ iframe, siteOrigin: SITE, window: studio });
    cleanups.push(() => parent.dispose());
    await wait(20);
    expect(parent.connected).toBe(true);
    expect(channel.parentOrigin).toBe(STUDIO);
    const afterConnect = heard.length;
    await wait(40);
    expect(heard.length).toBe(afterConnect);
  });

  it('refuses, on the studio side, a tree the site would ignore, saying why', () => {
    const studio = new TestWindow(STUDIO);
    const { iframe } = frame(studio, new TestWindow(SITE));
    const parent = createPreviewParent({ iframe, siteOrigin: SITE, window: studio });
    cleanups.push(() => parent.dispose());
    expect(parent.setData(pageTree({ heading: 'x'.repeat(MAX_MESSAGE_CHARS) }))).toMatchObject({ ok: false, reason: expect.stringContaining('too large') });
    expect(parent.setData({ ...pageTree(), id: '' })).toMatchObject({ ok: false, reason: expect.stringContaining('entry.id') });
    expect(() => createPreviewParent({ iframe, siteOrigin: 'hartley.localhost', window: studio })).toThrow('not an http(s) origin');
  });
});

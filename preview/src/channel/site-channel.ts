import { isAllowedOrigin } from './origins';
import { envelopeOf, hasChannelSource, parseStudioMessage, type SetDataMessage, type SiteMessageBody } from './protocol';

/** The parts of `window` the site side uses (a real window in the browser, a fake one in tests). */
export interface SiteWindow {
  readonly parent: { postMessage(message: unknown, targetOrigin: string): void } | null;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  removeEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  readonly location: { readonly ancestorOrigins?: { readonly length: number; item(index: number): string | null } };
}

export interface Timers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export type IgnoredReason = 'not-parent' | 'origin' | 'too-large' | 'invalid' | 'not-connected' | 'stale';

export interface SiteChannelOptions {
  window: SiteWindow;
  /** Parent origins allowed to drive the preview (PREVIEW_ALLOWED_ORIGINS and the server's own). */
  allowedOrigins: readonly string[];
  page: { entryId: string; path: string };
  onSetData(message: SetDataMessage): void;
  onHighlight?(entryId: string | null): void;
  onConnect?(parentOrigin: string): void;
  /** Messages that were ignored, with why (the site logs them in development). */
  onIgnored?(reason: IgnoredReason, origin: string, detail?: string): void;
  timers?: Timers;
  /** When `init` is sent (ms after start) until the parent answers: its listener may attach late. */
  initSchedule?: readonly number[];
}

export interface SiteChannel {
  /** The parent's origin once it answered `init`; undefined before. */
  readonly parentOrigin: string | undefined;
  rendered(seq: number, via: 'patch' | 'render', warnings: number): void;
  renderFailed(seq: number, reason: string): void;
  fieldClick(entryId: string, fieldId: string, locale?: string): void;
  fieldHover(entryId: string | null, fieldId: string | null): void;
  dispose(): void;
}

const DEFAULT_INIT_SCHEDULE = [0, 250, 1_000, 2_500, 5_000];

/**
 * Where `init` may go: the parent's origin when the browser tells it (ancestorOrigins) and it is
 * allowed; otherwise each allowed origin — postMessage delivers only to the one that matches,
 * so a page framed by anyone else never hears from the preview.
 */
function initTargets(win: SiteWindow, allowedOrigins: readonly string[]): readonly string[] {
  const ancestors = win.location.ancestorOrigins;
  if (ancestors && ancestors.length > 0) {
    const parentOrigin = ancestors.item(0);
    return isAllowedOrigin(parentOrigin, allowedOrigins) ? [parentOrigin!] : [];
  }
  return allowedOrigins;
}

/**
 * The previewed site's end of the channel. Does nothing unless the page is framed: it announces
 * itself with `init`, accepts `init-response`, `set-data` and `highlight` only from its parent
 * window on an allowed origin, and talks back only to the origin that answered.
 */
export function createSiteChannel(options: SiteChannelOptions): SiteChannel {
  const { window: win, allowedOrigins, timers = globalThis } = options;
  const parent = win.parent;
  let parentOrigin: string | undefined;
  let lastSeq = -1;
  let pendingInit: unknown;
  let disposed = false;

  const post = (body: SiteMessageBody, targetOrigin: string) => parent?.postMessage(envelopeOf(body), targetOrigin);
  const send = (body: SiteMessageBody) => {
    if (parentOrigin && !disposed) post(body, parentOrigin);
  };

  const listener = (event: MessageEvent) => {
    // Other traffic on the page (extensions, Contentful's SDK) is not ours to judge.
    if (disposed || !hasChannelSource(event.data)) return;
    if (event.source !== parent) return options.onIgnored?.('not-parent', event.origin);
    if (!isAllowedOrigin(event.origin, allowedOrigins)) return options.onIgnored?.('origin', event.origin);
    const parsed = parseStudioMessage(event.data);
    if (!parsed.ok) return options.onIgnored?.(parsed.reason === 'too-large' ? 'too-large' : 'invalid', event.origin, parsed.detail);
    const message = parsed.message;
    if (message.type === 'init-response') {
      if (parentOrigin === event.origin) return;
      parentOrigin = event.origin;
      lastSeq = -1;
      if (pendingInit !== undefined) timers.clearTimeout(pendingInit);
      options.onConnect?.(event.origin);
      return;
    }
    // Data and highlights only from the parent that answered init.
    if (parentOrigin !== event.origin) return options.onIgnored?.('not-connected', event.origin);
    if (message.type === 'set-data') {
      if (message.seq <= lastSeq) return options.onIgnored?.('stale', event.origin, `seq ${message.seq} after ${lastSeq}`);
      lastSeq = message.seq;
      options.onSetData(message);
      return;
    }
    options.onHighlight?.(message.entryId);
  };

  const framed = parent !== null && (parent as unknown) !== win;
  if (framed) {
    win.addEventListener('message', listener);
    const schedule = options.initSchedule ?? DEFAULT_INIT_SCHEDULE;
    const sendInit = (step: number) => {
      pendingInit = undefined;
      if (disposed || parentOrigin) return;
      for (const origin of initTargets(win, allowedOrigins)) post({ type: 'init', page: options.page }, origin);
      const nextDelay = schedule[step + 1];
      if (nextDelay !== undefined) pendingInit = timers.setTimeout(() => sendInit(step + 1), nextDelay - (schedule[step] ?? 0));
    };
    const first = schedule[0] ?? 0;
    if (first === 0) sendInit(0);
    else pendingInit = timers.setTimeout(() => sendInit(0), first);
  }

  return {
    get parentOrigin() {
      return parentOrigin;
    },
    rendered: (seq, via, warnings) => send({ type: 'rendered', seq, via, warnings }),
    renderFailed: (seq, reason) => send({ type: 'render-failed', seq, reason: reason.slice(0, 500) }),
    fieldClick: (entryId, fieldId, locale) => send({ type: 'field-click', entryId, fieldId, ...(locale ? { locale } : {}) }),
    fieldHover: (entryId, fieldId) => send({ type: 'field-hover', entryId, fieldId }),
    dispose() {
      disposed = true;
      if (pendingInit !== undefined) timers.clearTimeout(pendingInit);
      if (framed) win.removeEventListener('message', listener);
    },
  };
}

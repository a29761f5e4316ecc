import type { CmsEntry } from '@storefront/cms-models/nodes';
import { normaliseOrigin } from './origins';
import {
  envelopeOf,
  hasChannelSource,
  MAX_MESSAGE_CHARS,
  parseSiteMessage,
  setDataMessageSchema,
  type FieldClickMessage,
  type FieldHoverMessage,
  type InitMessage,
  type PreviewViewer,
  type RenderedMessage,
  type RenderFailedMessage,
  type StudioMessageBody,
} from './protocol';

/** The parts of `window` the studio side uses. */
export interface ParentWindow {
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  removeEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
}

export interface PreviewFrame {
  readonly contentWindow: { postMessage(message: unknown, targetOrigin: string): void } | null;
}

export interface PreviewParentOptions {
  /** The iframe showing the site in draft mode. */
  iframe: PreviewFrame;
  /** The site's origin (the iframe's); `init` is accepted from it alone. */
  siteOrigin: string;
  /** The frame announced itself and was answered; set-data flows from now on. */
  onInit?(message: InitMessage): void;
  /** The editor clicked a tagged field in the preview (open its form). */
  onFieldClick?(message: FieldClickMessage): void;
  /** The pointer moved onto (or off, with nulls) a tagged field. */
  onFieldHover?(message: FieldHoverMessage): void;
  /** The preview's DOM shows set-data `seq` (patched text first, then the server render). */
  onRendered?(message: RenderedMessage): void;
  /** The site could not render set-data `seq` (e.g. the page entry itself is invalid). */
  onRenderFailed?(message: RenderFailedMessage): void;
  /** Messages that were ignored and why (for development logs). */
  onIgnored?(reason: 'origin' | 'not-frame' | 'too-large' | 'invalid', origin: string, detail?: string): void;
  /** Defaults to the global window. */
  window?: ParentWindow;
}

export type SetDataResult = { ok: true; seq: number } | { ok: false; reason: string };

export interface PreviewParent {
  /**
   * Sends the entry tree (the page entry, links resolved, as CmsEntry) to the preview. Before
   * the frame has said `init`, the newest tree waits and goes out as soon as it does; it is sent
   * again whenever the frame reloads and says `init` again.
   */
  setData(entry: CmsEntry, options?: { viewer?: PreviewViewer }): SetDataResult;
  /** Outlines the block (or nested entry) in the preview; null clears it. */
  highlight(entryId: string | null): void;
  readonly connected: boolean;
  dispose(): void;
}

/**
 * The studio's end of the live-preview channel: answers the frame's `init`, pushes `set-data`
 * on every edit and hears field clicks, hovers and render acknowledgements — only from the
 * iframe's own window on the site's origin.
 */
export function createPreviewParent(options: PreviewParentOptions): PreviewParent {
  const siteOrigin = normaliseOrigin(options.siteOrigin);
  if (!siteOrigin) throw new Error(`createPreviewParent: "${options.siteOrigin}" is not an http(s) origin`);
  const win = options.window ?? (globalThis as unknown as { window: ParentWindow }).window;
  let connected = false;
  let disposed = false;
  let seq = 0;
  let latest: { entry: CmsEntry; viewer: PreviewViewer | undefined } | undefined;

  const post = (body: StudioMessageBody) => options.iframe.contentWindow?.postMessage(envelopeOf(body), siteOrigin);

  const sendData = (entry: CmsEntry, viewer: PreviewViewer | undefined): SetDataResult => {
    seq += 1;
    const message = envelopeOf({ type: 'set-data' as const, seq, entry, ...(viewer ? { viewer } : {}) });
    // Checked here too, so the studio learns at once why the preview would ignore it.
    const parsed = setDataMessageSchema.safeParse(message);
    if (!parsed.success) return { ok: false, reason: parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ') };
    let size: number;
    try {
      size = JSON.stringify(message).length;
    } catch {
      return { ok: false, reason: 'The entry tree cannot be serialised (does it link to itself?)' };
    }
    if (size > MAX_MESSAGE_CHARS) return { ok: false, reason: `The entry tree is too large for the preview (${size} > ${MAX_MESSAGE_CHARS} characters)` };
    if (connected && !disposed) options.iframe.contentWindow?.postMessage(message, siteOrigin);
    return { ok: true, seq };
  };

  const listener = (event: MessageEvent) => {
    if (disposed || !hasChannelSource(event.data)) return;
    const frameWindow = options.iframe.contentWindow;
    if (!frameWindow || event.source !== frameWindow) return options.onIgnored?.('not-frame', event.origin);
    if (event.origin !== siteOrigin) return options.onIgnored?.('origin', event.origin);
    const parsed = parseSiteMessage(event.data);
    if (!parsed.ok) return options.onIgnored?.(parsed.reason === 'too-large' ? 'too-large' : 'invalid', event.origin, parsed.detail);
    const message = parsed.message;
    switch (message.type) {
      case 'init':
        // Every init (first load or a reload of the frame) is answered, then given the newest data.
        connected = true;
        post({ type: 'init-response' });
        options.onInit?.(message);
        if (latest) sendData(latest.entry, latest.viewer);
        return;
      case 'rendered':
        return options.onRendered?.(message);
      case 'render-failed':
        return options.onRenderFailed?.(message);
      case 'field-click':
        return options.onFieldClick?.(message);
      case 'field-hover':
        return options.onFieldHover?.(message);
    }
  };
  win.addEventListener('message', listener);

  return {
    setData(entry, setOptions = {}) {
      latest = { entry, viewer: setOptions.viewer };
      return sendData(entry, setOptions.viewer);
    },
    highlight(entryId) {
      if (connected && !disposed) post({ type: 'highlight', entryId });
    },
    get connected() {
      return connected;
    },
    dispose() {
      disposed = true;
      win.removeEventListener('message', listener);
    },
  };
}

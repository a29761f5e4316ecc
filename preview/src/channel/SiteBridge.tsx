'use client';

import { startTransition, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import type { CmsEntry } from '@storefront/cms-models/nodes';
import { highlightEntry, patchTextFields, taggedFieldOf } from './field-dom';
import { createLatestOnly, type LatestOnly, type SettleOptions } from './latest-only';
import type { PreviewViewer } from './protocol';
import { createSiteChannel, type SiteChannel } from './site-channel';

/** One entry tree to show: from the studio (with its `seq`) or another source such as Contentful's live preview. */
export interface PreviewUpdate {
  entry: CmsEntry;
  viewer?: PreviewViewer | undefined;
  /** The studio's sequence number, echoed back in `rendered`; absent for other sources. */
  seq?: number | undefined;
}

/** What the site's render (a server action) gives back for an update. */
export type PreviewRenderOutcome = { ok: true; sections: ReactNode; warnings: number } | { ok: false; reason: string };

export interface SiteBridgeProps {
  /** Parent origins allowed to drive the preview. */
  allowedOrigins: readonly string[];
  /** The page shown, announced to the studio in `init`. */
  page: { entryId: string; path: string };
  /** Renders an entry tree through the storefront's own validation and plugins (server side). */
  render(update: PreviewUpdate): Promise<PreviewRenderOutcome>;
  /** After each render is in the DOM: how many entries it skipped, or why it failed (for the preview bar). */
  onRendered?(result: { warnings: number; error: string | undefined }): void;
  /** Further sources of entry trees (Contentful's live preview), fed through the same path. */
  subscribe?: ((push: (entry: CmsEntry) => void) => () => void) | undefined;
  /** Entries the first server render skipped. */
  initialWarnings?: number;
  /** The sections as the server first rendered them. */
  children: ReactNode;
  /** How long a burst of updates holds the full render back (text is patched meanwhile). */
  renderSettle?: SettleOptions;
}

interface View {
  sections: ReactNode | undefined;
  /** Which update the view shows; 0 is the first server render. */
  token: number;
  seq: number | undefined;
  warnings: number;
  error: string | undefined;
}

const CONNECTED_ATTRIBUTE = 'data-preview-connected';
/** While an editor types, text is patched at once and the full render waits for a pause. */
const RENDER_SETTLE = { quietMs: 250, maxWaitMs: 1500 };
const debug = process.env.NODE_ENV !== 'production';

function isPlainLeftClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.altKey && !event.ctrlKey && !event.metaKey && !event.shiftKey;
}

/**
 * The previewed site's live-preview bridge (draft mode only). Talks to the studio over the
 * channel; on each new entry tree it patches tagged text at once, then asks the server for the
 * sections rendered through the storefront's own path, keeping only the newest request, and
 * swaps them in. In the studio's frame, a plain click on a tagged field asks the studio to open
 * it, hovering reports the field, and `highlight` outlines a block.
 */
export function SiteBridge({ allowedOrigins, page, render, onRendered, subscribe, initialWarnings = 0, children, renderSettle = RENDER_SETTLE }: SiteBridgeProps) {
  const rootRef = useRef<HTMLDivElement>(null);
  const channelRef = useRef<SiteChannel | undefined>(undefined);
  const runnerRef = useRef<LatestOnly<PreviewUpdate & { token: number }> | undefined>(undefined);
  const latestRef = useRef<{ token: number; entry: CmsEntry | undefined }>({ token: 0, entry: undefined });
  const renderRef = useRef(render);
  const onRenderedRef = useRef(onRendered);
  const warningsRef = useRef(initialWarnings);
  const [view, setView] = useState<View>({ sections: undefined, token: 0, seq: undefined, warnings: 0, error: undefined });
  const [parentOrigin, setParentOrigin] = useState<string | undefined>(undefined);

  useLayoutEffect(() => {
    renderRef.current = render;
    onRenderedRef.current = onRendered;
  });

  // The channel and the latest-only render queue live as long as the page.
  useEffect(() => {
    const runner = createLatestOnly<PreviewUpdate & { token: number }, PreviewRenderOutcome>(
      (update) => renderRef.current(update),
      (outcome, update) => {
        if (outcome.ok) {
          startTransition(() => setView({ sections: outcome.sections, token: update.token, seq: update.seq, warnings: outcome.warnings, error: undefined }));
        } else {
          setView((previous) => ({ ...previous, token: update.token, seq: update.seq, error: outcome.reason }));
        }
      },
      (error, update) => setView((previous) => ({ ...previous, token: update.token, seq: update.seq, error: `The preview could not be rendered: ${(error as Error).message}` })),
      renderSettle,
    );
    runnerRef.current = runner;
    const accept = (update: PreviewUpdate) => {
      const token = latestRef.current.token + 1;
      latestRef.current = { token, entry: update.entry };
      if (rootRef.current) patchTextFields(rootRef.current, update.entry);
      if (update.seq !== undefined) channelRef.current?.rendered(update.seq, 'patch', warningsRef.current);
      runner.submit({ ...update, token });
    };
    const channel = createSiteChannel({
      window,
      allowedOrigins,
      page,
      onSetData: (message) => accept({ entry: message.entry, viewer: message.viewer, seq: message.seq }),
      onHighlight: (entryId) => {
        if (rootRef.current) highlightEntry(rootRef.current, entryId);
      },
      onConnect: (origin) => setParentOrigin(origin),
      onIgnored: debug ? (reason, origin, detail) => console.info(`[preview] ignored a message from ${origin}: ${reason}${detail ? ` (${detail})` : ''}`) : undefined,
    });
    channelRef.current = channel;
    const unsubscribe = subscribe?.((entry) => accept({ entry }));
    return () => {
      unsubscribe?.();
      channel.dispose();
      runner.dispose();
      channelRef.current = undefined;
    };
    // The page and origins are fixed for the life of a preview page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [subscribe]);

  // Once a render is in the DOM: tell the studio, and re-patch text typed since it was requested.
  useLayoutEffect(() => {
    if (view.token === 0) return;
    warningsRef.current = view.warnings;
    const latest = latestRef.current;
    if (latest.token !== view.token && latest.entry && rootRef.current) patchTextFields(rootRef.current, latest.entry);
    if (view.seq !== undefined) {
      if (view.error) channelRef.current?.renderFailed(view.seq, view.error);
      else channelRef.current?.rendered(view.seq, 'render', view.warnings);
    }
    onRenderedRef.current?.({ warnings: view.warnings, error: view.error });
  }, [view]);

  // Click-to-edit and hover, only while a studio is connected.
  useEffect(() => {
    if (!parentOrigin) return;
    const root = document.documentElement;
    root.setAttribute(CONNECTED_ATTRIBUTE, 'true');
    let hovered: string | undefined;
    const onClick = (event: MouseEvent) => {
      if (!isPlainLeftClick(event)) return;
      const field = taggedFieldOf(event.target);
      if (!field) return;
      // The editor meant "edit this", not "follow this link".
      event.preventDefault();
      event.stopPropagation();
      channelRef.current?.fieldClick(field.entryId, field.fieldId, field.locale);
    };
    const onOver = (event: MouseEvent) => {
      const field = taggedFieldOf(event.target);
      const key = field ? `${field.entryId}/${field.fieldId}` : undefined;
      if (key === hovered) return;
      hovered = key;
      channelRef.current?.fieldHover(field?.entryId ?? null, field?.fieldId ?? null);
    };
    const onLeave = () => {
      if (hovered === undefined) return;
      hovered = undefined;
      channelRef.current?.fieldHover(null, null);
    };
    document.addEventListener('click', onClick, true);
    document.addEventListener('mouseover', onOver, true);
    root.addEventListener('mouseleave', onLeave);
    return () => {
      root.removeAttribute(CONNECTED_ATTRIBUTE);
      document.removeEventListener('click', onClick, true);
      document.removeEventListener('mouseover', onOver, true);
      root.removeEventListener('mouseleave', onLeave);
    };
  }, [parentOrigin]);

  return (
    <div ref={rootRef} data-testid="live-preview" data-preview-seq={view.seq} style={{ display: 'contents' }}>
      {view.error ? (
        <p role="alert" className="sf-preview-warning" data-testid="live-preview-error">
          {view.error}
        </p>
      ) : null}
      {view.sections === undefined ? children : view.sections}
    </div>
  );
}

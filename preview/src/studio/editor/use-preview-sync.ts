'use client';

import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { PreviewParent, PreviewParentOptions } from '../../channel/parent';
import type { PreviewViewer } from '../../channel/protocol';
import type { FieldTarget } from '../../forms/entries';
import { blockHolding } from './block-names';
import { select } from './editor-selectors';
import type { PageEditorActor } from './use-page-editor-actor';

export interface PreviewLine {
  text: string;
  tone: 'quiet' | 'ok' | 'warn';
}

export interface PreviewSyncOptions {
  actor: PageEditorActor;
  /** The site's draft-mode URL (the frame's src); no channel without it. */
  previewUrl: string | undefined;
  createPreview: (options: PreviewParentOptions) => PreviewParent;
  viewer: PreviewViewer;
  /** Click-to-edit: the form focuses the field clicked in the preview. */
  focusField: (target: FieldTarget) => void;
}

/**
 * The studio's end of the live preview: every change of the drafts goes to the frame, and the
 * frame's clicks select the block (and focus the field), its hovers mark the block in the list.
 */
export function usePreviewSync({ actor, previewUrl, createPreview, viewer, focusField }: PreviewSyncOptions) {
  const [state, setState] = useState<PreviewLine>({ text: 'Connecting…', tone: 'quiet' });
  const [hoveredId, setHoveredId] = useState<string | undefined>();
  const iframeRef = useRef<HTMLIFrameElement | null>(null);
  const previewRef = useRef<PreviewParent | null>(null);
  const viewerRef = useRef(viewer);
  const siteOrigin = useMemo(() => {
    try {
      return previewUrl ? new URL(previewUrl).origin : undefined;
    } catch {
      return undefined;
    }
  }, [previewUrl]);

  useEffect(() => {
    const iframe = iframeRef.current;
    if (!iframe || !siteOrigin) return;
    const parent = createPreview({
      iframe,
      siteOrigin,
      onInit: () => setState({ text: 'Live preview connected', tone: 'ok' }),
      onRendered: (message) =>
        setState((current) => {
          const next = message.warnings > 0 ? { text: `${message.warnings} block${message.warnings === 1 ? '' : 's'} not shown: check their fields`, tone: 'warn' as const } : { text: 'Preview up to date', tone: 'ok' as const };
          return current.text === next.text ? current : next;
        }),
      onRenderFailed: (message) => setState({ text: `The preview could not render: ${message.reason}`, tone: 'warn' }),
      onFieldClick: (message) => {
        const snapshot = actor.getSnapshot();
        if (message.entryId === snapshot.context.pageId) actor.send({ type: 'editor.select', entryId: undefined });
        else {
          const block = blockHolding(select.tree(snapshot), snapshot.context.blocksField, message.entryId);
          if (!block) return;
          actor.send({ type: 'editor.select', entryId: block });
        }
        focusField({ entryId: message.entryId, fieldId: message.fieldId });
      },
      onFieldHover: (message) => {
        const snapshot = actor.getSnapshot();
        setHoveredId(message.entryId ? blockHolding(select.tree(snapshot), snapshot.context.blocksField, message.entryId) : undefined);
      },
      onIgnored: (reason, origin) => {
        if (process.env.NODE_ENV !== 'production') console.info(`[preview] ignored a message (${reason}) from ${origin}`);
      },
    });
    previewRef.current = parent;
    // Straight from the machine, not after React renders: a keystroke reaches the preview at once.
    let last: unknown;
    const push = () => {
      const tree = select.tree(actor.getSnapshot());
      if (!tree || tree === last) return;
      last = tree;
      const sent = parent.setData(tree, { viewer: viewerRef.current });
      if (!sent.ok) setState({ text: sent.reason, tone: 'warn' });
    };
    push();
    const subscription = actor.subscribe(push);
    return () => {
      subscription.unsubscribe();
      parent.dispose();
      previewRef.current = null;
    };
  }, [actor, siteOrigin, createPreview, focusField]);

  useEffect(() => {
    if (viewerRef.current === viewer) return;
    viewerRef.current = viewer;
    const tree = select.tree(actor.getSnapshot());
    if (tree) previewRef.current?.setData(tree, { viewer });
  }, [actor, viewer]);

  /** Outlines an entry's block in the preview (none for undefined). */
  const highlight = useCallback((entryId: string | undefined) => previewRef.current?.highlight(entryId ?? null), []);

  return { iframeRef, state, hoveredId, highlight };
}

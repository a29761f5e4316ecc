import { ContentfulLivePreview } from '@contentful/live-preview';
import type { CmsEntry } from '@storefront/cms-models/nodes';
import { toCmsNode } from './to-cms-node';

/**
 * The adapter for Contentful's live-preview SDK (the one module importing it). Inside
 * Contentful's web app it turns on inspector mode (our field tags are its attributes) and live
 * updates; each updated entry is reshaped with the content adapter and handed to the same
 * render path as the studio's set-data.
 */
export interface ContentfulLivePreviewConfig {
  locale: string;
  targetOrigins: string[];
  /** The page entry as the SDK gave it, as plain data (see plain-sdk-entry.ts). */
  entry: unknown;
}

/** The SDK calls used here, so tests can hand in a recording double (the real SDK needs Contentful's app). */
export interface LivePreviewSdk {
  init(config: { locale: string; enableInspectorMode: boolean; enableLiveUpdates: boolean; targetOrigin: string[] }): unknown;
  subscribe(config: { data: Record<string, unknown>; locale: string; callback: (data: unknown) => void }): () => void;
}

export interface FrameInfo {
  /** location.ancestorOrigins (Chromium, Safari). */
  ancestorOrigins: { length: number; item(index: number): string | null } | undefined;
  referrer: string;
  framed: boolean;
}

function browserFrame(): FrameInfo {
  return { ancestorOrigins: window.location.ancestorOrigins, referrer: document.referrer, framed: window.parent !== window };
}

/** Whether Contentful's app (one of the target origins) is the frame around this page. */
export function isFramedByContentful(frame: FrameInfo, targetOrigins: readonly string[]): boolean {
  if (!frame.framed) return false;
  if (frame.ancestorOrigins && frame.ancestorOrigins.length > 0) {
    const top = frame.ancestorOrigins.item(frame.ancestorOrigins.length - 1);
    return top !== null && targetOrigins.includes(top);
  }
  // Without ancestorOrigins (Firefox), the referrer names the framing page.
  return targetOrigins.some((origin) => frame.referrer === origin || frame.referrer.startsWith(`${origin}/`));
}

/**
 * Starts Contentful's live preview when the page is inside Contentful's app; returns the stop
 * function. Elsewhere (our studio, a plain tab) it does nothing: the SDK would take messages
 * from any window, and our own channel already serves the studio.
 */
export function startContentfulLivePreview(
  config: ContentfulLivePreviewConfig,
  push: (entry: CmsEntry) => void,
  sdk: LivePreviewSdk = ContentfulLivePreview as unknown as LivePreviewSdk,
  frame: FrameInfo = browserFrame(),
): () => void {
  if (!isFramedByContentful(frame, config.targetOrigins)) return () => {};
  if (typeof config.entry !== 'object' || config.entry === null) return () => {};
  void sdk.init({ locale: config.locale, enableInspectorMode: true, enableLiveUpdates: true, targetOrigin: config.targetOrigins });
  return sdk.subscribe({
    data: config.entry as Record<string, unknown>,
    locale: config.locale,
    callback: (updated) => {
      const node = toCmsNode(updated);
      if (node.kind === 'entry') push(node);
    },
  });
}

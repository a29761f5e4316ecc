import { z } from 'zod';
import type { CmsEntry } from '@storefront/cms-models/nodes';

/**
 * The live-preview protocol (spec §4 "Editor preview"): the previewed site sends `init` to its
 * parent frame, the parent answers `init-response`, then sends `set-data` with the entry tree
 * whenever the editor changes something. Every message is a versioned envelope tagged with
 * `source`, so other postMessage traffic on the page (browser extensions, Contentful's own
 * live-preview SDK) is told apart at once.
 */
export const CHANNEL_SOURCE = 'storefront-preview';
export const CHANNEL_VERSION = 1;
/** Far above a 30-section page tree (~100 kB), far below what would stall the main thread. */
export const MAX_MESSAGE_CHARS = 512 * 1024;

/** Contentful ids: letters, digits, dot, dash, underscore, at most 64. */
const entityId = z.string().regex(/^[A-Za-z0-9._-]{1,64}$/, 'not an entry id');
const fieldId = z.string().regex(/^[A-Za-z][A-Za-z0-9_]{0,63}$/, 'not a field id');
const locale = z.string().regex(/^[A-Za-z]{2,8}(-[A-Za-z0-9]{1,8}){0,3}$/, 'not a locale');
const sequence = z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER);

/**
 * The entry tree: the page entry with its links resolved, in the shape the site's content
 * adapter produces (`CmsEntry` from `@storefront/cms-models/nodes`). Only the envelope of the
 * tree is checked here; the fields go through the content models' own schemas when the site
 * renders them, exactly as published content does.
 */
export const cmsEntrySchema = z.object({
  kind: z.literal('entry'),
  id: entityId,
  contentType: z.string().regex(/^[A-Za-z][A-Za-z0-9_-]{0,63}$/, 'not a content type id'),
  fields: z.record(z.string(), z.unknown()),
  updatedAt: z.string().max(40).optional(),
}) satisfies z.ZodType<CmsEntry>;

/** Which visitors the preview renders for (visibility config hides blocks from one or the other). */
export const previewViewerSchema = z.enum(['guest', 'signed-in']);
export type PreviewViewer = z.infer<typeof previewViewerSchema>;

const envelope = { source: z.literal(CHANNEL_SOURCE), version: z.literal(CHANNEL_VERSION) };

// Site → studio.
export const initMessageSchema = z.object({
  ...envelope,
  type: z.literal('init'),
  /** The page the frame shows, so the studio can tell it is previewing the page it edits. */
  page: z.object({ entryId: entityId, path: z.string().max(300) }),
});
export const renderedMessageSchema = z.object({
  ...envelope,
  type: z.literal('rendered'),
  /** The `seq` of the set-data now in the DOM. */
  seq: sequence,
  /** `patch`: text fields patched in place (instant); `render`: the server render is in (authoritative). */
  via: z.enum(['patch', 'render']),
  /** Entries the render skipped (invalid, unknown), shown to the editor as warnings. */
  warnings: z.number().int().nonnegative(),
});
export const renderFailedMessageSchema = z.object({
  ...envelope,
  type: z.literal('render-failed'),
  seq: sequence,
  reason: z.string().max(500),
});
export const fieldClickMessageSchema = z.object({
  ...envelope,
  type: z.literal('field-click'),
  entryId: entityId,
  fieldId,
  locale: locale.optional(),
});
export const fieldHoverMessageSchema = z.object({
  ...envelope,
  type: z.literal('field-hover'),
  /** Null when the pointer left every tagged field. */
  entryId: entityId.nullable(),
  fieldId: fieldId.nullable(),
});

// Studio → site.
export const initResponseMessageSchema = z.object({ ...envelope, type: z.literal('init-response') });
export const setDataMessageSchema = z.object({
  ...envelope,
  type: z.literal('set-data'),
  /** Grows with every edit; the site echoes it in `rendered`, and only the newest is rendered. */
  seq: sequence,
  entry: cmsEntrySchema,
  /** The studio's guest/signed-in switch; the frame's own visitor when absent. */
  viewer: previewViewerSchema.optional(),
});
export const highlightMessageSchema = z.object({
  ...envelope,
  type: z.literal('highlight'),
  /** The block (or nested entry) to outline; null clears the outline. */
  entryId: entityId.nullable(),
});

export const siteMessageSchema = z.discriminatedUnion('type', [
  initMessageSchema,
  renderedMessageSchema,
  renderFailedMessageSchema,
  fieldClickMessageSchema,
  fieldHoverMessageSchema,
]);
export const studioMessageSchema = z.discriminatedUnion('type', [initResponseMessageSchema, setDataMessageSchema, highlightMessageSchema]);

export type InitMessage = z.infer<typeof initMessageSchema>;
export type RenderedMessage = z.infer<typeof renderedMessageSchema>;
export type RenderFailedMessage = z.infer<typeof renderFailedMessageSchema>;
export type FieldClickMessage = z.infer<typeof fieldClickMessageSchema>;
export type FieldHoverMessage = z.infer<typeof fieldHoverMessageSchema>;
export type InitResponseMessage = z.infer<typeof initResponseMessageSchema>;
export type SetDataMessage = z.infer<typeof setDataMessageSchema>;
export type HighlightMessage = z.infer<typeof highlightMessageSchema>;
/** What the site sends to the studio. */
export type SiteMessage = z.infer<typeof siteMessageSchema>;
/** What the studio sends to the site. */
export type StudioMessage = z.infer<typeof studioMessageSchema>;

type Envelope = 'source' | 'version';
type Distribute<T> = T extends unknown ? Omit<T, Envelope> : never;
export type SiteMessageBody = Distribute<SiteMessage>;
export type StudioMessageBody = Distribute<StudioMessage>;

/** Wraps a message body in the channel's envelope. */
export function envelopeOf<T extends SiteMessageBody | StudioMessageBody>(body: T): T & { source: typeof CHANNEL_SOURCE; version: typeof CHANNEL_VERSION } {
  return { source: CHANNEL_SOURCE, version: CHANNEL_VERSION, ...body };
}

export type ParseOutcome<T> =
  | { ok: true; message: T }
  /** `foreign`: not ours at all (no source tag) — ignored silently, it is other traffic. */
  | { ok: false; reason: 'foreign' | 'too-large' | 'invalid'; detail?: string };

/** Length of the message as JSON; undefined when it cannot be serialised (cycles, depth). */
function sizeOf(data: unknown): number | undefined {
  try {
    return JSON.stringify(data)?.length;
  } catch {
    return undefined;
  }
}

/** Whether a message claims to be ours (cheap: checked before its origin, before parsing). */
export function hasChannelSource(data: unknown): boolean {
  return typeof data === 'object' && data !== null && (data as { source?: unknown }).source === CHANNEL_SOURCE;
}

function parseWith<T>(schema: z.ZodType<T>, data: unknown): ParseOutcome<T> {
  if (!hasChannelSource(data)) return { ok: false, reason: 'foreign' };
  const size = sizeOf(data);
  if (size === undefined || size > MAX_MESSAGE_CHARS) return { ok: false, reason: 'too-large', detail: `${size ?? 'unserialisable'} chars` };
  const parsed = schema.safeParse(data);
  if (!parsed.success) {
    const detail = parsed.error.issues
      .slice(0, 3)
      .map((issue) => `${issue.path.join('.') || 'message'}: ${issue.message}`)
      .join('; ');
    return { ok: false, reason: 'invalid', detail };
  }
  return { ok: true, message: parsed.data };
}

/** Validates a message the site received from its parent (the studio). */
export function parseStudioMessage(data: unknown): ParseOutcome<StudioMessage> {
  return parseWith(studioMessageSchema, data);
}

/** Validates a message the studio received from the previewed site. */
export function parseSiteMessage(data: unknown): ParseOutcome<SiteMessage> {
  return parseWith(siteMessageSchema, data);
}

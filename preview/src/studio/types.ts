/**
 * The studio's own shapes for what it edits, shared by the server (the content-management
 * adapter and the /_api/studio routes) and the studio's client components. No vendor type
 * reaches past the adapter; field values keep Contentful's JSON (links as `{ sys: Link }`, rich
 * text documents) because that is what an editor writes back.
 */

import type { CmsAsset } from '@storefront/cms-models/nodes';

/** Draft: never published. Published: live as it is. Changed: live, with newer draft edits. */
export type EntryStatus = 'draft' | 'published' | 'changed' | 'archived';

export interface StudioLink {
  sys: { type: 'Link'; linkType: 'Entry' | 'Asset'; id: string };
}

export interface StudioEntry {
  id: string;
  contentType: string;
  /** The version an update must name (X-Contentful-Version). */
  version: number;
  status: EntryStatus;
  createdAt: string;
  updatedAt: string;
  publishedAt: string | null;
  publishedVersion: number | null;
  /** Field values in the studio's locale. */
  fields: Record<string, unknown>;
}

/** An asset as the studio edits it: what the storefront reads of it, with its version and status. */
export interface StudioAsset extends Omit<CmsAsset, 'kind'> {
  version: number;
  status: EntryStatus;
}

/** An entry with every entry and asset it links to (drafts included), by id. */
export interface StudioEntryTree {
  rootId: string;
  locale: string;
  entries: Record<string, StudioEntry>;
  assets: Record<string, StudioAsset>;
}

/** A row of the page list. `site` is null for a page every brand site shares. */
export interface StudioPageSummary {
  id: string;
  title: string;
  slug: string;
  /** Where the storefront serves it: / or /pages/{slug}. */
  path: string;
  site: string | null;
  status: EntryStatus;
  updatedAt: string;
}

export interface StudioSiteOption {
  id: string;
  name: string;
  /** The storefront host of this site on the current server, for "view on site" links. */
  origin: string;
}

/** A block type in the palette, from the plugin registry. */
export interface PaletteItem {
  contentType: string;
  label: string;
  description: string;
  /** Inline SVG markup authored in the plugin's code (never content); shown as an image. */
  thumbnail: string;
}

/** What a refused stale save answers (409): the entry as it is now, and what the editor sent. */
export interface VersionConflict {
  message: string;
  current: StudioEntry;
  yours: { version: number; fields: Record<string, unknown> };
}

/** One version in an entry's history: a snapshot the Management API took when it was published. */
export interface StudioSnapshot {
  id: string;
  createdAt: string;
  /** Who published it (the editor's name when the studio knows it, else their user id). */
  createdBy?: string;
  /** The entry version that was published (its `publishedVersion` then). */
  version?: number;
}

/** A pending scheduled publish of one entry. */
export interface StudioScheduledPublish {
  /** The scheduled action's id (to cancel it). */
  id: string;
  entryId: string;
  /** ISO date-time. */
  at: string;
}

/** A search hit for reference pickers. */
export interface StudioEntrySummary {
  id: string;
  contentType: string;
  /** The entry's display field (its title), or "(untitled)". */
  title: string;
  status: EntryStatus;
  updatedAt: string;
}

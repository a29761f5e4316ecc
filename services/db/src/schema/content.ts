import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';

/** Raw bytes (uploaded or generated asset files). */
export const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
});

/** Field values keyed by field id, then by locale code — Contentful's management shape. */
export type LocalisedFields = Record<string, Record<string, unknown>>;

export const contentSpaces = pgTable('content_spaces', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  deliveryToken: text('delivery_token').notNull(),
  previewToken: text('preview_token').notNull(),
  managementToken: text('management_token').notNull(),
  /** Bumped by every write; readers compare it to know their snapshot is stale, and sync tokens use it. */
  sequence: bigint('sequence', { mode: 'number' }).notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
});

export const contentLocales = pgTable(
  'content_locales',
  {
    spaceId: text('space_id').notNull().references(() => contentSpaces.id, { onDelete: 'cascade' }),
    environmentId: text('environment_id').notNull().default('master'),
    code: text('code').notNull(),
    name: text('name').notNull(),
    fallbackCode: text('fallback_code'),
    isDefault: boolean('is_default').notNull().default(false),
    optional: boolean('optional').notNull().default(false),
    position: integer('position').notNull().default(0),
    sysId: text('sys_id'),
  },
  (t) => [primaryKey({ columns: [t.spaceId, t.environmentId, t.code] })],
);

export const contentTypes = pgTable(
  'content_types',
  {
    spaceId: text('space_id').notNull().references(() => contentSpaces.id, { onDelete: 'cascade' }),
    environmentId: text('environment_id').notNull().default('master'),
    id: text('id').notNull(),
    name: text('name').notNull(),
    description: text('description'),
    displayField: text('display_field'),
    /** Contentful field definitions, exactly as the Content Management API shapes them. */
    fields: jsonb('fields').$type<unknown[]>().notNull(),
    version: integer('version').notNull().default(1),
    publishedVersion: integer('published_version'),
    publishedCounter: integer('published_counter').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    publishedAt: timestamp('published_at', { withTimezone: true, mode: 'string' }),
    firstPublishedAt: timestamp('first_published_at', { withTimezone: true, mode: 'string' }),
  },
  (t) => [primaryKey({ columns: [t.spaceId, t.environmentId, t.id] })],
);

const documentColumns = {
  spaceId: text('space_id').notNull().references(() => contentSpaces.id, { onDelete: 'cascade' }),
  environmentId: text('environment_id').notNull().default('master'),
  id: text('id').notNull(),
  /** Latest (draft) field values, all locales. */
  fields: jsonb('fields').$type<LocalisedFields>().notNull(),
  /** Field values as last published, all locales; null when never published or unpublished. */
  publishedFields: jsonb('published_fields').$type<LocalisedFields | null>(),
  version: integer('version').notNull().default(1),
  publishedVersion: integer('published_version'),
  publishedCounter: integer('published_counter').notNull().default(0),
  tags: jsonb('tags').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  publishedAt: timestamp('published_at', { withTimezone: true, mode: 'string' }),
  firstPublishedAt: timestamp('first_published_at', { withTimezone: true, mode: 'string' }),
  archivedAt: timestamp('archived_at', { withTimezone: true, mode: 'string' }),
  /** Space sequence number of the last change that touched the published state (drives sync). */
  changeSequence: bigint('change_sequence', { mode: 'number' }).notNull().default(0),
  /** Users (ids) behind the changes, for the Management API's createdBy/updatedBy/…; null for imports. */
  createdBy: text('created_by'),
  updatedBy: text('updated_by'),
  publishedBy: text('published_by'),
  archivedBy: text('archived_by'),
};

export const contentEntries = pgTable(
  'content_entries',
  {
    ...documentColumns,
    contentTypeId: text('content_type_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.spaceId, t.environmentId, t.id] }),
    index('content_entries_type_idx').on(t.spaceId, t.environmentId, t.contentTypeId),
  ],
);

export const contentAssets = pgTable(
  'content_assets',
  { ...documentColumns },
  (t) => [primaryKey({ columns: [t.spaceId, t.environmentId, t.id] })],
);

/** Bytes of asset files held by the embedded space (uploads and generated imagery). */
export const contentAssetFiles = pgTable(
  'content_asset_files',
  {
    spaceId: text('space_id').notNull().references(() => contentSpaces.id, { onDelete: 'cascade' }),
    fileId: text('file_id').notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    bytes: bytea('bytes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.spaceId, t.fileId] })],
);

/** Every saved version of an entry, for history and restore. */
export const contentEntryVersions = pgTable(
  'content_entry_versions',
  {
    spaceId: text('space_id').notNull().references(() => contentSpaces.id, { onDelete: 'cascade' }),
    environmentId: text('environment_id').notNull().default('master'),
    entryId: text('entry_id').notNull(),
    version: integer('version').notNull(),
    fields: jsonb('fields').$type<LocalisedFields>().notNull(),
    action: text('action').notNull(),
    /** The user whose change made this version; null for imports and seeds. */
    createdBy: text('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.spaceId, t.environmentId, t.entryId, t.version] })],
);

/** Tombstones of unpublished or deleted documents, so sync can report deletions. */
export const contentDeletions = pgTable(
  'content_deletions',
  {
    spaceId: text('space_id').notNull().references(() => contentSpaces.id, { onDelete: 'cascade' }),
    environmentId: text('environment_id').notNull().default('master'),
    id: text('id').notNull(),
    type: text('type').notNull(),
    changeSequence: bigint('change_sequence', { mode: 'number' }).notNull(),
    deletedAt: timestamp('deleted_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.spaceId, t.environmentId, t.type, t.id, t.changeSequence] })],
);

/**
 * Management API tokens of editors (personal-access-token shaped). Only the SHA-256 of a token is
 * kept; the token itself is shown once, to whoever minted it.
 */
export const contentManagementTokens = pgTable(
  'content_management_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    /** What the token is for, e.g. "studio session". */
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    /** Null: valid until revoked. */
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'string' }),
  },
  (t) => [index('content_management_tokens_user_idx').on(t.userId)],
);

/** Files uploaded through the Management API, waiting to be processed into an asset (they expire). */
export const contentUploads = pgTable(
  'content_uploads',
  {
    spaceId: text('space_id').notNull().references(() => contentSpaces.id, { onDelete: 'cascade' }),
    id: text('id').notNull(),
    /** Content type recognised from the bytes (never the one a client claims). */
    contentType: text('content_type').notNull(),
    bytes: bytea('bytes').notNull(),
    createdBy: text('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'string' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.spaceId, t.id] })],
);

/** Publish or unpublish an entry or asset at a set time (Contentful's scheduled actions). */
export const contentScheduledActions = pgTable(
  'content_scheduled_actions',
  {
    spaceId: text('space_id').notNull().references(() => contentSpaces.id, { onDelete: 'cascade' }),
    id: text('id').notNull(),
    environmentId: text('environment_id').notNull().default('master'),
    /** Entry | Asset */
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id').notNull(),
    /** publish | unpublish */
    action: text('action').notNull(),
    scheduledFor: timestamp('scheduled_for', { withTimezone: true, mode: 'string' }).notNull(),
    timezone: text('timezone'),
    /** scheduled | inProgress | succeeded | failed | canceled */
    status: text('status').notNull().default('scheduled'),
    version: integer('version').notNull().default(1),
    /** Contentful-shaped error of a failed run. */
    error: jsonb('error').$type<Record<string, unknown> | null>(),
    createdBy: text('created_by'),
    updatedBy: text('updated_by'),
    canceledBy: text('canceled_by'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    canceledAt: timestamp('canceled_at', { withTimezone: true, mode: 'string' }),
  },
  (t) => [
    primaryKey({ columns: [t.spaceId, t.id] }),
    index('content_scheduled_actions_due_idx').on(t.status, t.scheduledFor),
    index('content_scheduled_actions_entity_idx').on(t.spaceId, t.entityId),
  ],
);

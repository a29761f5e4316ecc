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

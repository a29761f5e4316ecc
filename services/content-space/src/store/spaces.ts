import { contentLocales, contentSpaces } from '@storefront/db/schema/content';
import { asc, eq } from 'drizzle-orm';
import { entityIdPattern, newAccessToken, newManagementToken, newSpaceId } from '../ids';
import { bumpSequence, isoTimestamp, masterEnvironment, nowIso, type Db } from './db';
import { ContentStoreError, notFound } from './errors';

export interface SpaceRecord {
  id: string;
  name: string;
  /** Bearer token of the Content Delivery API: published content only. */
  deliveryToken: string;
  /** Bearer token of the Content Preview API: latest drafts. */
  previewToken: string;
  /** Kept for export compatibility; the Management API accepts editors' hashed tokens (store/management-tokens), not this one. */
  managementToken: string;
  sequence: number;
  createdAt: string;
  updatedAt: string;
}

type SpaceRow = typeof contentSpaces.$inferSelect;

function toRecord(row: SpaceRow): SpaceRecord {
  return { ...row, createdAt: isoTimestamp(row.createdAt), updatedAt: isoTimestamp(row.updatedAt) };
}

export interface CreateSpaceInput {
  id?: string;
  name: string;
  /** The space's first (default) locale; English (United States) unless given. */
  defaultLocale?: { code: string; name: string };
}

/** Creates a space with fresh random tokens and its default locale in the master environment. */
export async function createSpace(db: Db, input: CreateSpaceInput): Promise<SpaceRecord> {
  const id = input.id ?? newSpaceId();
  if (!entityIdPattern.test(id)) throw new ContentStoreError('BadRequest', `'${id}' is not a valid space id`);
  const locale = input.defaultLocale ?? { code: 'en-US', name: 'English (United States)' };
  return db.transaction(async (tx) => {
    const existing = await tx.select({ id: contentSpaces.id }).from(contentSpaces).where(eq(contentSpaces.id, id));
    if (existing.length > 0) throw new ContentStoreError('Conflict', `Space '${id}' already exists`);
    const now = nowIso();
    const [row] = await tx
      .insert(contentSpaces)
      .values({
        id,
        name: input.name,
        deliveryToken: newAccessToken(),
        previewToken: newAccessToken(),
        managementToken: newManagementToken(),
        sequence: 1,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await tx.insert(contentLocales).values({
      spaceId: id,
      environmentId: masterEnvironment,
      code: locale.code,
      name: locale.name,
      isDefault: true,
      position: 0,
    });
    return toRecord(row!);
  });
}

export async function getSpace(db: Db, spaceId: string): Promise<SpaceRecord | undefined> {
  const [row] = await db.select().from(contentSpaces).where(eq(contentSpaces.id, spaceId));
  return row ? toRecord(row) : undefined;
}

export async function requireSpace(db: Db, spaceId: string): Promise<SpaceRecord> {
  const space = await getSpace(db, spaceId);
  if (!space) throw notFound('Space', spaceId);
  return space;
}

export async function listSpaces(db: Db): Promise<SpaceRecord[]> {
  const rows = await db.select().from(contentSpaces).orderBy(asc(contentSpaces.id));
  return rows.map(toRecord);
}

export async function renameSpace(db: Db, spaceId: string, name: string): Promise<SpaceRecord> {
  return db.transaction(async (tx) => {
    await bumpSequence(tx, spaceId);
    const [row] = await tx.update(contentSpaces).set({ name }).where(eq(contentSpaces.id, spaceId)).returning();
    return toRecord(row!);
  });
}

export type SpaceTokenKind = 'delivery' | 'preview' | 'management';

/** Replaces the named tokens with fresh ones; the old ones stop working at once. */
export async function rotateSpaceTokens(db: Db, spaceId: string, kinds: SpaceTokenKind[]): Promise<SpaceRecord> {
  return db.transaction(async (tx) => {
    await bumpSequence(tx, spaceId);
    const [row] = await tx
      .update(contentSpaces)
      .set({
        ...(kinds.includes('delivery') ? { deliveryToken: newAccessToken() } : {}),
        ...(kinds.includes('preview') ? { previewToken: newAccessToken() } : {}),
        ...(kinds.includes('management') ? { managementToken: newManagementToken() } : {}),
      })
      .where(eq(contentSpaces.id, spaceId))
      .returning();
    return toRecord(row!);
  });
}

/** Deletes the space and, through the foreign keys, everything in it. */
export async function deleteSpace(db: Db, spaceId: string): Promise<void> {
  const deleted = await db.delete(contentSpaces).where(eq(contentSpaces.id, spaceId)).returning({ id: contentSpaces.id });
  if (deleted.length === 0) throw notFound('Space', spaceId);
}

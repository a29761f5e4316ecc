import { contentLocales } from '@storefront/db/schema/content';
import { and, asc, eq, max } from 'drizzle-orm';
import { bumpSequence, masterEnvironment, type Db } from './db';
import { ContentStoreError, notFound } from './errors';

export interface LocaleRecord {
  code: string;
  name: string;
  /** Where missing values come from; null means no fallback. */
  fallbackCode: string | null;
  default: boolean;
  /** Required fields may stay empty in an optional locale. */
  optional: boolean;
  sysId: string | null;
}

export interface LocaleInput {
  code: string;
  name: string;
  fallbackCode?: string | null;
  default?: boolean;
  optional?: boolean;
  sysId?: string | null;
}

const localeCodePattern = /^[a-zA-Z]{2,3}(-[a-zA-Z0-9]{1,8})*$/;

type LocaleRow = typeof contentLocales.$inferSelect;

export function toLocaleRecord(row: LocaleRow): LocaleRecord {
  return {
    code: row.code,
    name: row.name,
    fallbackCode: row.fallbackCode,
    default: row.isDefault,
    optional: row.optional,
    sysId: row.sysId,
  };
}

export async function listLocales(db: Db, spaceId: string, environmentId = masterEnvironment): Promise<LocaleRecord[]> {
  const rows = await db
    .select()
    .from(contentLocales)
    .where(and(eq(contentLocales.spaceId, spaceId), eq(contentLocales.environmentId, environmentId)))
    .orderBy(asc(contentLocales.position), asc(contentLocales.code));
  return rows.map(toLocaleRecord);
}

/** Problems with a set of locales: one default, known and acyclic fallbacks, valid unique codes. */
export function localeSetProblems(locales: readonly Pick<LocaleRecord, 'code' | 'fallbackCode' | 'default'>[]): string[] {
  const problems: string[] = [];
  const codes = new Set<string>();
  for (const locale of locales) {
    if (!localeCodePattern.test(locale.code)) problems.push(`Locale '${locale.code}': not a valid locale code`);
    if (codes.has(locale.code)) problems.push(`Locale '${locale.code}' is defined twice`);
    codes.add(locale.code);
  }
  const defaults = locales.filter((locale) => locale.default);
  if (defaults.length !== 1) problems.push(`There must be exactly one default locale, found ${defaults.length}`);
  const fallbackOf = new Map(locales.map((locale) => [locale.code, locale.fallbackCode]));
  for (const locale of locales) {
    if (locale.fallbackCode && !codes.has(locale.fallbackCode)) {
      problems.push(`Locale '${locale.code}': fallback '${locale.fallbackCode}' is not a locale of the space`);
      continue;
    }
    const seen = new Set([locale.code]);
    for (let next = locale.fallbackCode; next; next = fallbackOf.get(next) ?? null) {
      if (seen.has(next)) {
        problems.push(`Locale '${locale.code}': fallback chain loops back to '${next}'`);
        break;
      }
      seen.add(next);
    }
  }
  return problems;
}

/** Adds or changes a locale. Making a locale the default takes the flag from the previous one. */
export async function putLocale(
  db: Db,
  spaceId: string,
  input: LocaleInput,
  options: { environmentId?: string } = {},
): Promise<LocaleRecord> {
  const environmentId = options.environmentId ?? masterEnvironment;
  return db.transaction(async (tx) => {
    await bumpSequence(tx, spaceId);
    const current = await listLocales(tx, spaceId, environmentId);
    const existing = current.find((locale) => locale.code === input.code);
    const becomesDefault = input.default ?? existing?.default ?? false;
    const next: LocaleRecord = {
      code: input.code,
      name: input.name,
      fallbackCode: becomesDefault ? null : input.fallbackCode !== undefined ? input.fallbackCode : (existing?.fallbackCode ?? null),
      default: becomesDefault,
      optional: input.optional ?? existing?.optional ?? false,
      sysId: input.sysId ?? existing?.sysId ?? null,
    };
    const proposed = current
      .filter((locale) => locale.code !== input.code)
      .map((locale) => (becomesDefault ? { ...locale, default: false } : locale))
      .concat(next);
    const problems = localeSetProblems(proposed);
    if (problems.length > 0) throw new ContentStoreError('ValidationFailed', `Locale '${input.code}' refused`, problems);
    if (becomesDefault) {
      await tx
        .update(contentLocales)
        .set({ isDefault: false })
        .where(and(eq(contentLocales.spaceId, spaceId), eq(contentLocales.environmentId, environmentId)));
    }
    const values = {
      name: next.name,
      fallbackCode: next.fallbackCode,
      isDefault: next.default,
      optional: next.optional,
      sysId: next.sysId,
    };
    const [last] = await tx
      .select({ position: max(contentLocales.position) })
      .from(contentLocales)
      .where(and(eq(contentLocales.spaceId, spaceId), eq(contentLocales.environmentId, environmentId)));
    await tx
      .insert(contentLocales)
      .values({
        spaceId,
        environmentId,
        code: next.code,
        position: (last?.position ?? -1) + 1,
        ...values,
      })
      .onConflictDoUpdate({ target: [contentLocales.spaceId, contentLocales.environmentId, contentLocales.code], set: values });
    return next;
  });
}

/** Removes a locale; the default locale and locales others fall back to cannot be removed. */
export async function deleteLocale(db: Db, spaceId: string, code: string, options: { environmentId?: string } = {}): Promise<void> {
  const environmentId = options.environmentId ?? masterEnvironment;
  await db.transaction(async (tx) => {
    await bumpSequence(tx, spaceId);
    const current = await listLocales(tx, spaceId, environmentId);
    const locale = current.find((candidate) => candidate.code === code);
    if (!locale) throw notFound('Locale', code);
    if (locale.default) throw new ContentStoreError('Conflict', `Locale '${code}' is the default locale`);
    const dependants = current.filter((candidate) => candidate.fallbackCode === code).map((candidate) => candidate.code);
    if (dependants.length > 0) {
      throw new ContentStoreError('Conflict', `Locale '${code}' is the fallback of ${dependants.join(', ')}`);
    }
    await tx
      .delete(contentLocales)
      .where(and(eq(contentLocales.spaceId, spaceId), eq(contentLocales.environmentId, environmentId), eq(contentLocales.code, code)));
  });
}

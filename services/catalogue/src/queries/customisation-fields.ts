import { asc, eq } from 'drizzle-orm';
import type { Database } from '@storefront/db/client';
import { customisationFields } from '@storefront/db/schema/catalogue';
import type { CustomisationField } from '../customisation/rules';

/** P §3: a group name as the catalogue writes it (anything else names no group). */
const GROUP_NAME = /^[A-Za-z0-9_-]{1,64}$/;

/** The fields of a customisation group in form order (GET /product-customisation/{groupName}); none for an unknown group. */
export async function customisationGroup(db: Database, groupName: string): Promise<CustomisationField[]> {
  if (!GROUP_NAME.test(groupName)) return [];
  const rows = await db.select().from(customisationFields).where(eq(customisationFields.groupName, groupName)).orderBy(asc(customisationFields.position));
  return rows.map((row) => ({
    id: `${row.groupName}:${row.apiName}`,
    apiName: row.apiName,
    displayName: row.displayName,
    fieldType: 'text',
    optional: row.optional,
    maxLength: row.maxLength ?? undefined,
    placeholder: row.placeholder ?? undefined,
    description: row.description ?? undefined,
    validationRegex: row.validationRegex ?? undefined,
    validationMessage: row.validationMessage ?? undefined,
  }));
}

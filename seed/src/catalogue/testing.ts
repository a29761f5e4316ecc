import type { TestDatabaseState } from '@storefront/db/testing';
import { seedCatalogue } from './seed-catalogue';

/** A test database holding the generated catalogue: `openTestDatabase({ startFrom: SEEDED_CATALOGUE })`. */
export const SEEDED_CATALOGUE: TestDatabaseState = { name: 'catalogue', prepare: (db) => seedCatalogue(db) };

import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A folder of this run's own for the test databases' snapshots (services/db/src/testing.ts): made
 * once a run, shared by every worker, removed at the end. Workers inherit the variable.
 */
export default async function setup(): Promise<() => Promise<void>> {
  const folder = await mkdtemp(join(tmpdir(), 'storefront-test-snapshots-'));
  process.env.STOREFRONT_TEST_SNAPSHOTS = folder;
  return () => rm(folder, { recursive: true, force: true });
}

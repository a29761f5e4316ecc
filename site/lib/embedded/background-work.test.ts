import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database, DatabaseHandle } from '@storefront/db/client';
import { openTestDatabase } from '@storefront/db/testing';
import { startBackgroundWork } from './background-work';
import { readProcessValue } from '@storefront/platform/process-singleton';

describe('the server’s background work', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openTestDatabase();
  });
  afterAll(() => handle.close());

  it('starts the embedded space’s scheduler when the server starts, and shares its events with the other processes', async () => {
    const open = vi.fn(async () => handle.db);
    const share = vi.fn(async () => undefined);
    expect(await startBackgroundWork({}, open, share)).toBe('scheduler');
    expect(open).toHaveBeenCalledOnce();
    expect(share).toHaveBeenCalledOnce();
    const scheduler = readProcessValue('contentSpace.scheduler') as { runDue(): Promise<unknown[]>; stop(): void };
    expect(await scheduler.runDue()).toEqual([]);
    scheduler.stop();
  });

  it('does nothing in a build, and runs no scheduler on a real Contentful space (which runs its own schedule)', async () => {
    const open = vi.fn(async (): Promise<Database> => handle.db);
    const share = vi.fn(async () => undefined);
    expect(await startBackgroundWork({ NEXT_PHASE: 'phase-production-build' }, open, share)).toBe('none');
    expect(share).not.toHaveBeenCalled();
    const contentful = { CONTENTFUL_SPACE_ID: 'real', CONTENTFUL_ACCESS_TOKEN: 'token' };
    expect(await startBackgroundWork(contentful, open, share)).toBe('none');
    expect(open).not.toHaveBeenCalled();
    // Catalogue changes still reach this process's caches.
    expect(share).toHaveBeenCalledWith(contentful);
  });

  it('logs a database that cannot open and leaves the start to the first request', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const logged = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    expect(await startBackgroundWork({}, async () => Promise.reject(new Error('disk full')), async () => undefined)).toBe('none');
    expect([...error.mock.calls, ...logged.mock.calls].flat().join(' ')).toContain('disk full');
    error.mockRestore();
    logged.mockRestore();
  });
});

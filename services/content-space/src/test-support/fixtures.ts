import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { workspaceRoot } from '@storefront/db/client';
import type { ExampleSpaceFiles } from '../import/example-space';

/**
 * Public Contentful fixtures (space exports and recorded Delivery API responses of the example
 * space), copied into the repository so tests never depend on files outside it.
 */
export const fixturesDir = process.env.CONTENTFUL_FIXTURES_DIR ?? resolve(workspaceRoot(), 'services', 'content-space', 'fixtures');

export function readFixture(name: string): unknown {
  return JSON.parse(readFileSync(join(fixturesDir, name), 'utf8')) as unknown;
}

export function exampleSpaceFiles(): ExampleSpaceFiles {
  return {
    contentTypes: readFixture('example-space.content-types.json'),
    space: readFixture('example-space.space.json'),
    sync: readFixture('example-space.sync.json'),
  };
}

export interface RecordedRequest {
  source: string;
  method: string;
  uri: string;
  status: number;
  body: Record<string, unknown>;
}

export function recordedResponses(): RecordedRequest[] {
  return readFixture('example-space.recorded-responses.json') as RecordedRequest[];
}

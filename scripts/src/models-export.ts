/**
 * Writes every content model as Contentful content-type JSON, importable into a real space:
 *   pnpm models:export [out.json]      (default cms-models/contentful/content-types.json)
 *   contentful space import --space-id <id> --content-file cms-models/contentful/content-types.json
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { workspaceRoot } from '@storefront/db/client';
import { contentTypesExport } from '@storefront/seed/content/storefront-space';
import { runCli } from './cli';

export const defaultModelsFile = join(workspaceRoot(), 'cms-models', 'contentful', 'content-types.json');

export function modelsJson(): string {
  return `${JSON.stringify(contentTypesExport(), null, 2)}\n`;
}

runCli(import.meta.url, 'models:export', async () => {
  const out = resolve(process.argv[2] ?? defaultModelsFile);
  mkdirSync(dirname(out), { recursive: true });
  writeFileSync(out, modelsJson());
  console.info(`Wrote ${contentTypesExport().contentTypes.length} content types to ${out}`);
});

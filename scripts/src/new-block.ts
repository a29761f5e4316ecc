/**
 * Scaffolds a block plugin and registers it:
 *   pnpm new-block promo-strip
 * writes plugins/promo-strip (model, content, fixtures, manifest, component with its CSS module,
 * renderer, test) and adds its line to plugins/blocks.ts and plugins/renderers.ts.
 */
import { join } from 'node:path';
import { workspaceRoot } from '@storefront/db/client';
import { registry } from '@storefront/plugins/blocks';
import { scaffoldBlock, ScaffoldError } from './new-block/scaffold';

if (import.meta.url === `file://${process.argv[1]}`) {
  const name = process.argv[2] ?? '';
  try {
    const { names, files } = scaffoldBlock({
      pluginsDir: join(workspaceRoot(), 'plugins'),
      name,
      takenContentTypes: registry.models.map((model) => model.id),
    });
    console.info(`Created the "${names.label}" block (content type ${names.id}):\n${files.map((file) => `  plugins/${file}`).join('\n')}`);
    console.info('Registered it in plugins/blocks.ts and plugins/renderers.ts.');
    console.info(`Next: pnpm models:export (the committed content types), pnpm typecheck, npx vitest run --project plugins plugins/${name} plugins/core`);
  } catch (error) {
    if (!(error instanceof ScaffoldError)) throw error;
    console.error(error.message);
    process.exitCode = 1;
  }
}

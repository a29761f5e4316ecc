/** Regenerates the machine diagrams in machines/README.md: pnpm --filter @storefront/machines docs */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { machinesSection, replaceSection } from '../src/docs/machine-docs';

const readmePath = join(dirname(fileURLToPath(import.meta.url)), '..', 'README.md');
writeFileSync(readmePath, replaceSection(readFileSync(readmePath, 'utf8'), await machinesSection()));
console.info(`Updated ${readmePath}`);

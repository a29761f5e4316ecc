import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadMachines, machinesSection, replaceSection } from './machine-docs';

const readme = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'README.md');

describe('machines README', () => {
  it('holds the current diagram of every machine (run `pnpm --filter @storefront/machines docs`)', async () => {
    const current = readFileSync(readme, 'utf8');
    expect(current).toBe(replaceSection(current, await machinesSection()));
  });

  it('documents every machine with a description', async () => {
    for (const { machine } of await loadMachines()) expect(machine.root.description?.trim().length ?? 0, machine.id).toBeGreaterThan(60);
  });
});

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/** Modules a file brings in statically (type-only imports bring nothing at run time). */
const staticImports = (path: string) =>
  [...readFileSync(new URL(path, import.meta.url), 'utf8').matchAll(/^import\s+(?!type\s)[^'"]*?from\s+'([^']+)';/gm)].map((match) => match[1]!);

describe('the first load of the product page (149.4 of 150 KB)', () => {
  it('gets only the bundles island, which loads the machine and the basket call when the sections come near', () => {
    expect(staticImports('./BundlesIsland.client.tsx')).toEqual(['react', '../../shared/use-island-code', '../../shared/use-near-viewport']);
    expect(readFileSync(new URL('./BundlesIsland.client.tsx', import.meta.url), 'utf8')).toContain("import('./LiveBundles.client')");
    expect(staticImports('./LiveBundles.client.tsx')).toEqual(expect.arrayContaining(['@xstate/react', '@storefront/machines/bundleSelection.machine']));
  });

  it('brings the customisation form with the buy box’s controller (its own chunk), never with the buy box itself', () => {
    for (const file of ['../buy/BuyBox.client.tsx', '../buy/BuyBoxView.tsx']) expect(staticImports(file).filter((module) => module.includes('customisation'))).toEqual([]);
    expect(staticImports('../buy/BuyBoxController.client.tsx')).toContain('../customisation/CustomisationForm.client');
  });
});

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cruise, type ICruiseResult, type IConfiguration } from 'dependency-cruiser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The layer rules of .dependency-cruiser.cjs (run on the repository by `pnpm boundaries`) must
 * catch what they forbid: each case plants one import in a scratch tree laid out like the
 * repository and expects exactly that rule to fire; the lawful tree beside them passes.
 */
const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const config = createRequire(import.meta.url)(join(root, '.dependency-cruiser.cjs')) as IConfiguration;

/** Files every tree has: lawful imports along the layers. */
const lawful: Record<string, string> = {
  'site/app/pages/page.tsx': "import { loadPage } from '../../lib/content/pages';\nimport { Header } from '../../components/Header';\nexport default () => [loadPage, Header];",
  'site/components/Header.tsx': "export const Header = () => null;",
  'site/lib/content/pages.ts': "import { readEntries } from '../../../services/content-space/src/read';\nimport { client } from '../contentful/client';\nimport { blockManifests } from '../../../plugins/blocks';\nexport const loadPage = () => [readEntries, client, blockManifests];",
  'site/lib/contentful/client.ts': "import { createClient } from 'contentful';\nexport const client = createClient;",
  'site/lib/algolia/search.ts': "import { algoliasearch } from 'algoliasearch';\nexport const search = algoliasearch;",
  'site/lib/adyen/gateway.ts': "import { CheckoutAPI } from '@adyen/api-library';\nexport const gateway = CheckoutAPI;",
  'services/content-space/src/read.ts': "import { z } from 'zod';\nimport { db } from '../../db/src/client';\nexport const readEntries = [z, db];",
  'services/content-space/src/read.test.ts': "import { createClient } from 'contentful';\nexport const sdkSpeaksToUs = createClient;",
  'services/db/src/client.ts': "import { drizzle } from 'drizzle-orm/pglite';\nexport const db = { drizzle };",
  'services/db/src/schema/accounts.ts': 'export const users = {};',
  'services/shopper/src/accounts.ts': "import { eq } from 'drizzle-orm';\nimport { users } from '../../db/src/schema/accounts';\nexport const byEmail = [eq, users];",
  'cms-models/src/page.ts': "import { z } from 'zod';\nexport const page = z.object({});",
  'machines/src/cart.machine.ts': "import { setup } from 'xstate';\nimport { page } from '../../cms-models/src/page';\nexport const cart = [setup, page];",
  'plugins/blocks.ts': "import { heroManifest } from './hero/manifest';\nexport const blockManifests = [heroManifest];",
  'plugins/core/manifest.ts': "import { page } from '../../cms-models/src/page';\nexport const defineBlockManifest = (m: unknown) => [m, page];",
  'plugins/hero/manifest.ts': "import { defineBlockManifest } from '../core/manifest';\nimport { heroModel } from './model';\nexport const heroManifest = defineBlockManifest(heroModel);",
  'plugins/hero/model.ts': "export const heroModel = {};",
  'plugins/hero/renderer.tsx': "import { heroManifest } from './manifest';\nimport { Hero } from './Hero';\nexport const heroRenderer = [heroManifest, Hero];",
  'plugins/hero/Hero.tsx': "import { ProductCard } from '../shared/product/ProductCard';\nexport const Hero = () => ProductCard;",
  'plugins/shared/product/ProductCard.tsx': "import { useState } from 'react';\nimport { price } from './price';\nexport const ProductCard = () => [useState, price];",
  'plugins/shared/product/price.ts': 'export const price = 1;',
  'plugins/listing/ui/Listing.tsx': "import { ProductCard } from '../../shared/product/ProductCard';\nexport const Listing = () => ProductCard;",
  'preview/src/studio/Palette.tsx': "import { blockManifests } from '../../../plugins/blocks';\nexport const Palette = () => blockManifests;",
  'scripts/src/seed.ts': "import { blockManifests } from '../../plugins/blocks';\nimport { generate } from '../../seed/src/content';\nexport const seed = [blockManifests, generate];",
  'seed/src/content.ts': "import { blockManifests } from '../../plugins/blocks';\nimport { eq } from 'drizzle-orm';\nimport { users } from '../../services/db/src/schema/accounts';\nexport const generate = [blockManifests, eq, users];",
  'seed/src/imagery/artwork.ts': 'export const artwork = {};',
  'site/lib/embedded/synthetic-world.ts': "import { artwork } from '../../../seed/src/imagery/artwork';\nexport const embeddedArtwork = artwork;",
  'services/db/src/client.test.ts': "import { generate } from '../../../seed/src/content';\nexport const seeded = generate;",
};

/** One forbidden import per rule: the file it adds (or replaces) and the rule that must catch it. */
const plantedViolations: Array<{ rule: string; file: string; source: string }> = [
  { rule: 'vendor-sdk-outside-adapter', file: 'scripts/src/bench.ts', source: "import { createClient } from 'contentful';\nexport const bench = createClient;" },
  { rule: 'vendor-sdk-outside-adapter', file: 'plugins/listing/rules/query.ts', source: "import type { SearchResponse } from 'algoliasearch';\nexport type Answer = SearchResponse;" },
  { rule: 'adyen-sdk-only-in-adyen-adapter', file: 'site/lib/algolia/payments.ts', source: "import { Client } from '@adyen/api-library';\nexport const pay = Client;" },
  { rule: 'tables-behind-their-services', file: 'site/lib/content/orders.ts', source: "import { eq } from 'drizzle-orm';\nexport const x = eq;" },
  { rule: 'tables-behind-their-services', file: 'scripts/src/report.ts', source: "import { users } from '../../services/db/src/schema/accounts';\nexport const x = users;" },
  { rule: 'routes-through-server-modules', file: 'site/app/api/route.ts', source: "import { db } from '../../../services/db/src/client';\nexport const GET = () => db;" },
  { rule: 'server-modules-below-routes', file: 'site/lib/content/uses-route.ts', source: "import page from '../../app/pages/page';\nexport const x = page;" },
  { rule: 'services-stay-below', file: 'services/db/src/seeded.ts', source: "import { blockManifests } from '../../../plugins/blocks';\nexport const x = blockManifests;" },
  { rule: 'no-react-in-core-layers', file: 'machines/src/view.machine.ts', source: "import { useState } from 'react';\nexport const x = useState;" },
  { rule: 'no-react-in-core-layers', file: 'services/db/src/next.ts', source: "import { headers } from 'next/headers';\nexport const x = headers;" },
  { rule: 'manifests-react-free', file: 'plugins/hero/model.ts', source: "import { Hero } from './Hero';\nexport const heroModel = { Hero };" },
  { rule: 'manifests-react-free', file: 'plugins/hero/manifest.ts', source: "import './Hero.module.css';\nexport const heroManifest = {};" },
  { rule: 'cms-models-import-nothing-of-ours', file: 'cms-models/src/badge.ts', source: "import { db } from '../../services/db/src/client';\nexport const badge = db;" },
  { rule: 'machines-import-only-models', file: 'machines/src/listing.machine.ts', source: "import { price } from '../../plugins/shared/product/price';\nexport const x = price;" },
  { rule: 'shared-imports-no-feature', file: 'plugins/shared/product/links.ts', source: "import { Listing } from '../../listing/ui/Listing';\nexport const x = Listing;" },
  { rule: 'blocks-import-no-page-plugin', file: 'plugins/hero/Hero.tsx', source: "import { Listing } from '../listing/ui/Listing';\nexport const Hero = () => Listing;" },
  { rule: 'plugins-below-site', file: 'plugins/hero/loader.ts', source: "import { loadPage } from '../../site/lib/content/pages';\nexport const x = loadPage;" },
  { rule: 'preview-below-site', file: 'preview/src/studio/Editor.tsx', source: "import { loadPage } from '../../../site/lib/content/pages';\nexport const x = loadPage;" },
  { rule: 'product-code-without-synthetic-world', file: 'site/lib/content/first-run.ts', source: "import { generate } from '../../../seed/src/content';\nexport const x = generate;" },
  { rule: 'synthetic-world-below-site', file: 'seed/src/pages.ts', source: "import { loadPage } from '../../site/lib/content/pages';\nexport const x = loadPage;" },
  { rule: 'no-circular-server-modules', file: 'site/lib/content/a.ts', source: "import { b } from './b';\nexport const a = () => b;" },
  { rule: 'no-circular-server-module-folders', file: 'site/lib/listing/sponsored.ts', source: "import { loadPage } from '../content/pages';\nexport const sponsored = loadPage;" },
];
/** The other half of each planted cycle. */
const otherHalf: Record<string, Record<string, string>> = {
  'no-circular-server-modules': { 'site/lib/content/b.ts': "import { a } from './a';\nexport const b = () => a;" },
  // No module imports itself back, yet content and listing lean on each other.
  'no-circular-server-module-folders': {
    'site/lib/listing/prices.ts': 'export const prices = [];',
    'site/lib/content/badges.ts': "import { prices } from '../listing/prices';\nexport const badges = () => prices;",
  },
};

function writeTree(dir: string, files: Record<string, string>) {
  for (const [file, source] of Object.entries(files)) {
    mkdirSync(join(dir, dirname(file)), { recursive: true });
    writeFileSync(join(dir, file), source);
  }
}

async function violationsOf(dir: string): Promise<Array<{ rule: string; from: string; to: string }>> {
  const { tsConfig: _repoTsConfig, ...options } = config.options ?? {};
  const result = await cruise(['site', 'plugins', 'machines', 'cms-models', 'preview', 'services', 'scripts', 'seed'], {
    ...options,
    baseDir: dir,
    validate: true,
    ruleSet: { forbidden: config.forbidden ?? [] },
  });
  const output = result.output as ICruiseResult;
  return output.summary.violations.map((violation) => ({ rule: violation.rule.name, from: violation.from, to: violation.to }));
}

const scratch: string[] = [];
const makeDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'boundaries-'));
  scratch.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of scratch) rmSync(dir, { recursive: true, force: true });
});

describe('the layer rules', () => {
  let lawfulDir: string;
  beforeAll(() => {
    lawfulDir = makeDir();
    writeTree(lawfulDir, lawful);
  });

  it('let a tree that keeps the layers pass', async () => {
    expect(await violationsOf(lawfulDir)).toEqual([]);
  });

  it('name a rule for every case planted below (each rule is tested)', () => {
    const tested = new Set(plantedViolations.map(({ rule }) => rule));
    expect((config.forbidden ?? []).map((rule) => rule.name).filter((name) => !tested.has(name ?? ''))).toEqual([]);
  });

  it.each(plantedViolations)('catch $rule: $file', async ({ rule, file, source }) => {
    const dir = makeDir();
    writeTree(dir, { ...lawful, [file]: source, ...otherHalf[rule] });
    const found = await violationsOf(dir);
    expect(found.length).toBeGreaterThan(0);
    expect(new Set(found.map((violation) => violation.rule))).toEqual(new Set([rule]));
  });
});

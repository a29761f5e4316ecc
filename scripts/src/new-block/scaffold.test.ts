import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { workspaceRoot } from '@storefront/db/client';
import { scaffoldBlock, ScaffoldError } from './scaffold';
import { blockNames } from './templates';

const workspacePlugins = join(workspaceRoot(), 'plugins');
const taken = ['page', 'section', 'heroBanner', 'text', 'image'];

/** A copy of the two registry files in a temporary plugins folder: the repo itself is never touched. */
let pluginsDir: string;
const read = (file: string) => readFileSync(join(pluginsDir, file), 'utf8');
const lines = (text: string) => text.split('\n');

beforeEach(() => {
  pluginsDir = join(mkdtempSync(join(tmpdir(), 'new-block-')), 'plugins');
  mkdirSync(pluginsDir);
  for (const file of ['blocks.ts', 'renderers.ts']) cpSync(join(workspacePlugins, file), join(pluginsDir, file));
  mkdirSync(join(pluginsDir, 'image'));
});

afterEach(() => rmSync(join(pluginsDir, '..'), { recursive: true, force: true }));

describe('pnpm new-block', () => {
  it('names the block from its kebab-case folder', () => {
    expect(blockNames('promo-strip')).toEqual({ folder: 'promo-strip', id: 'promoStrip', component: 'PromoStrip', label: 'Promo strip' });
    expect(blockNames('faq')).toEqual({ folder: 'faq', id: 'faq', component: 'Faq', label: 'Faq' });
    expect(blockNames('usp-bar-2')).toMatchObject({ id: 'uspBar2', component: 'UspBar2', label: 'Usp bar 2' });
  });

  it('writes the block folder: model, content, fixtures, manifest, component with its CSS module, renderer and test', () => {
    const { files } = scaffoldBlock({ pluginsDir, name: 'promo-strip', takenContentTypes: taken });
    const expected = ['model.ts', 'content.ts', 'fixtures.ts', 'manifest.ts', 'PromoStrip.tsx', 'PromoStrip.module.css', 'renderer.ts', 'promo-strip.test.ts'];
    expect(files).toEqual(expected.map((file) => `promo-strip/${file}`));
    expect(readdirSync(join(pluginsDir, 'promo-strip')).sort()).toEqual([...expected].sort());
    expect(read('promo-strip/model.ts')).toContain("id: 'promoStrip',");
    expect(read('promo-strip/manifest.ts')).toContain('export const promoStripManifest = defineBlockManifest({');
    expect(read('promo-strip/renderer.ts')).toContain('export const promoStripRenderer = defineBlockRenderer(promoStripManifest, { Component: PromoStrip });');
    expect(read('promo-strip/PromoStrip.tsx')).toContain("import styles from './PromoStrip.module.css';");
    const fixtures = read('promo-strip/fixtures.ts');
    expect(fixtures.match(/invalid: true/g)).toHaveLength(1);
    expect(fixtures.match(/fixtureEntry\(/g)).toHaveLength(2);
    // The manifest half stays React-free.
    for (const file of ['model.ts', 'content.ts', 'fixtures.ts', 'manifest.ts']) expect(read(`promo-strip/${file}`)).not.toMatch(/react|\.tsx|\.css|renderer/);
  });

  it('adds one line and one import to blocks.ts, and one entry and one import to renderers.ts', () => {
    const blocksBefore = lines(read('blocks.ts'));
    const renderersBefore = lines(read('renderers.ts'));
    scaffoldBlock({ pluginsDir, name: 'promo-strip', takenContentTypes: taken });
    const blocks = lines(read('blocks.ts'));
    const renderers = lines(read('renderers.ts'));
    expect(blocks.filter((line) => !blocksBefore.includes(line))).toEqual(["import { promoStripManifest } from './promo-strip/manifest';", '  promoStripManifest,']);
    expect(blocks).toHaveLength(blocksBefore.length + 2);
    expect(renderers.filter((line) => !renderersBefore.includes(line))).toEqual(["import { promoStripRenderer } from './promo-strip/renderer';", '  promoStrip: promoStripRenderer,']);
    expect(renderers).toHaveLength(renderersBefore.length + 2);
    // The manifest goes last in the array (the palette's order); imports stay in path order.
    const array = blocks.slice(blocks.indexOf('export const blockManifests = ['));
    expect(array[array.indexOf('] as const;') - 1]).toBe('  promoStripManifest,');
    const imports = blocks.filter((line) => line.startsWith("import { ") && line.includes("from './"));
    expect(imports).toEqual([...imports].sort((a, b) => a.split("'")[1]!.localeCompare(b.split("'")[1]!)));
    const map = renderers.slice(renderers.indexOf('export const rendererMap = {'));
    expect(map[map.findIndex((line) => line.startsWith('}')) - 1]).toBe('  promoStrip: promoStripRenderer,');
  });

  it.each(['PromoStrip', 'promo_strip', 'promo strip', '-promo', 'promo-', 'promo--strip', '2-promo', '', 'a'.repeat(41)])('refuses "%s", which is not a kebab-case name, writing nothing', (name) => {
    const before = [read('blocks.ts'), read('renderers.ts')];
    expect(() => scaffoldBlock({ pluginsDir, name, takenContentTypes: taken })).toThrow(ScaffoldError);
    expect(() => scaffoldBlock({ pluginsDir, name, takenContentTypes: taken })).toThrow(/kebab-case/);
    expect([read('blocks.ts'), read('renderers.ts')]).toEqual(before);
    expect(readdirSync(pluginsDir).sort()).toEqual(['blocks.ts', 'image', 'renderers.ts']);
  });

  it('refuses a block whose folder exists or whose content type is registered, writing nothing', () => {
    const before = [read('blocks.ts'), read('renderers.ts')];
    expect(() => scaffoldBlock({ pluginsDir, name: 'image', takenContentTypes: [] })).toThrow(/plugins\/image already exists/);
    expect(() => scaffoldBlock({ pluginsDir, name: 'hero-banner', takenContentTypes: taken })).toThrow(/content type "heroBanner" is already registered/);
    expect(existsSync(join(pluginsDir, 'hero-banner'))).toBe(false);
    expect([read('blocks.ts'), read('renderers.ts')]).toEqual(before);
  });

  it('refuses a second block of the same name', () => {
    scaffoldBlock({ pluginsDir, name: 'promo-strip', takenContentTypes: taken });
    expect(() => scaffoldBlock({ pluginsDir, name: 'promo-strip', takenContentTypes: taken })).toThrow(/already exists/);
  });
});

import { readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * The manifests' promise: the content registry (plugins/blocks.ts) and page validation can be
 * imported by the seed, scripts and the studio's client bundle without pulling in a single
 * component. This walks the static import graph (type-only imports too) with TypeScript's own
 * module resolution and lists what it reaches.
 */

const pluginsDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const workspaceDir = join(pluginsDir, '..');

const config = ts.parseJsonConfigFileContent(ts.readConfigFile(join(pluginsDir, 'tsconfig.json'), ts.sys.readFile).config, ts.sys, pluginsDir);

/** 'react-dom/server' → 'react-dom'; '@contentful/rich-text-types/x' → '@contentful/rich-text-types'. */
function packageName(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
}

interface ImportGraph {
  /** Workspace source files reached, relative to the workspace root. */
  files: Set<string>;
  /** npm packages imported from those files. */
  packages: Set<string>;
  /** Relative imports TypeScript cannot resolve to source (stylesheets, for one). */
  unresolved: Set<string>;
}

function walk(entry: string): ImportGraph {
  const graph: ImportGraph = { files: new Set(), packages: new Set(), unresolved: new Set() };
  const pending = [entry];
  const seen = new Set<string>();
  while (pending.length > 0) {
    const file = pending.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    graph.files.add(relative(workspaceDir, file));
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    for (const { fileName: specifier } of importedFiles) {
      const resolved = ts.resolveModuleName(specifier, file, config.options, ts.sys).resolvedModule?.resolvedFileName;
      const inWorkspace = resolved !== undefined && !resolved.includes('/node_modules/') && resolved.startsWith(workspaceDir);
      if (inWorkspace) pending.push(resolved);
      else if (specifier.startsWith('.')) graph.unresolved.add(`${relative(workspaceDir, file)} → ${specifier}`);
      else graph.packages.add(packageName(specifier));
    }
  }
  return graph;
}

const RENDERING_PACKAGE = /^(react|react-dom|next|framer-motion|swiper)$|react/;

function renderingParts(graph: ImportGraph) {
  return {
    tsxFiles: [...graph.files].filter((file) => file.endsWith('.tsx')),
    renderingPackages: [...graph.packages].filter((name) => RENDERING_PACKAGE.test(name)),
    unresolved: [...graph.unresolved],
  };
}

describe('the React-free import graph', () => {
  it.each([
    ['plugins/blocks.ts', 'plugins/hero-banner/manifest.ts'],
    ['plugins/core/resolve-page.ts', 'cms-models/src/structure.ts'],
  ])('%s reaches no component, stylesheet or React/Next package', (entry, reached) => {
    const graph = walk(join(workspaceDir, entry));
    expect(graph.files).toContain(reached);
    expect(renderingParts(graph)).toEqual({ tsxFiles: [], renderingPackages: [], unresolved: [] });
  });

  it('reaches every block manifest and model from blocks.ts, and zod through the models', () => {
    const graph = walk(join(workspaceDir, 'plugins/blocks.ts'));
    for (const block of ['hero-banner', 'image', 'product-grid', 'spacing', 'text']) {
      expect(graph.files).toContain(`plugins/${block}/manifest.ts`);
      expect(graph.files).toContain(`plugins/${block}/model.ts`);
    }
    expect(graph.files).toContain('plugins/listing/manifest.ts');
    expect(graph.packages).toContain('zod');
  });

  it('does see components where they are: the renderers reach .tsx files and react', () => {
    const parts = renderingParts(walk(join(workspaceDir, 'plugins/renderers.ts')));
    expect(parts.tsxFiles).toEqual(expect.arrayContaining(['plugins/hero-banner/HeroBanner.tsx', 'plugins/shared/product-card/ProductCard.tsx']));
    expect(parts.renderingPackages).toEqual(expect.arrayContaining(['react', 'framer-motion']));
    expect(parts.unresolved).toEqual(expect.arrayContaining(['plugins/hero-banner/HeroBanner.tsx → ./HeroBanner.module.css']));
  });
});

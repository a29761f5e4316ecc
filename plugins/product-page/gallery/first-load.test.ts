import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/** Modules a file brings in statically (type-only imports bring nothing at run time). */
function staticImports(file: URL): string[] {
  const source = readFileSync(file, 'utf8');
  return [...source.matchAll(/^import\s+(?!type\s)[^'"]*?from\s+'([^']+)';/gm)].map((match) => match[1]!);
}

/** Everything the gallery's island loads with the page, following our own relative imports. */
function firstLoadModules(entry: string): string[] {
  const seen = new Set<string>();
  const visit = (url: URL) => {
    for (const specifier of staticImports(url)) {
      if (!specifier.startsWith('.')) {
        seen.add(specifier);
        continue;
      }
      const resolved = new URL(specifier, url);
      const file = ['.ts', '.tsx', ''].map((extension) => new URL(`${resolved.href}${extension}`)).find((candidate) => {
        try {
          return readFileSync(candidate) !== undefined;
        } catch {
          return false;
        }
      });
      if (!file || seen.has(file.href)) continue;
      seen.add(file.href);
      if (/\.tsx?$/.test(file.pathname)) visit(file);
    }
  };
  visit(new URL(entry, import.meta.url));
  return [...seen];
}

describe('the gallery’s share of the first load (issue 13: a section adds at most a couple of KB)', () => {
  const modules = firstLoadModules('./GalleryFrame.client.tsx');

  it('leaves swiper, xstate, the machines and the zoom code out of it', () => {
    // What it does load: React, the shared hooks, its texts and class names.
    expect(modules).toContain('react');
    expect(modules.some((module) => module.endsWith('/shared/use-actor-value.ts'))).toBe(true);
    expect(modules.some((module) => module.endsWith('/gallery.texts.ts'))).toBe(true);
    for (const heavy of [/^swiper/, /^xstate/, /^@xstate\//, /^@storefront\/machines\//, /gallery-engine/, /ZoomView/, /StripArrows/, /slider-sync/, /zoom-toggle/]) {
      expect(modules.filter((module) => heavy.test(module) || heavy.test(module.split('/').at(-1)!))).toEqual([]);
    }
  });

  it('loads them with a dynamic import instead', () => {
    const island = readFileSync(new URL('./GalleryFrame.client.tsx', import.meta.url), 'utf8');
    expect(island).toContain("import('./gallery-engine')");
    const engineImports = staticImports(new URL('./gallery-engine.ts', import.meta.url));
    expect(engineImports).toEqual(expect.arrayContaining(['xstate', '@storefront/machines/carousel.machine', '@storefront/machines/slideZoom.machine', './ZoomView.client']));
    expect(staticImports(new URL('./slider-sync.ts', import.meta.url))).toContain('swiper');
  });
});

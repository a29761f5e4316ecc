import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename } from 'node:path';
import { fascias } from '@storefront/sites/fascias';
import { describe, expect, it } from 'vitest';
import { webFontFaces } from './font-faces';
import { siteFontFiles } from './site-fonts';

type Declarations = Record<string, string>;

/** The @font-face rules of font-faces.css, each as its declarations. */
function fontFaceRules(): Declarations[] {
  const css = readFileSync(new URL('./font-faces.css', import.meta.url), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
  return [...css.matchAll(/@font-face\s*{([^}]*)}/g)].map(([, body]) =>
    Object.fromEntries(
      body!
        .split(';')
        .map((declaration) => declaration.trim())
        .filter(Boolean)
        .map((declaration) => [declaration.slice(0, declaration.indexOf(':')).trim(), declaration.slice(declaration.indexOf(':') + 1).trim()]),
    ),
  );
}

const unquote = (value: string) => value.replace(/^"|"$/g, '');
const fileOf = (url: string) => basename(new URL(url, 'http://font.invalid').pathname);
/** The package path of a rule's font file (its url() points into site/node_modules). */
const packagePathOf = (rule: Declarations) => /^url\("\.\.\/\.\.\/node_modules\/([^"]+)"\)/.exec(rule.src!)?.[1] ?? '';
const rules = fontFaceRules();
const webFontRules = rules.filter((rule) => rule.src?.startsWith('url('));
const fallbackRules = rules.filter((rule) => rule.src?.startsWith('local('));

// next/font's own fallback computation (fontkit reads the font file), to hold the CSS to it.
const require = createRequire(import.meta.url);
const fontkit = require('next/dist/compiled/@next/font/dist/fontkit').default as { default?: (buffer: Buffer) => unknown } & ((buffer: Buffer) => unknown);
const { getFallbackMetricsFromFontFile } = require('next/dist/compiled/@next/font/dist/local/get-fallback-metrics-from-font-file') as {
  getFallbackMetricsFromFontFile: (font: unknown, category: 'serif' | 'sans-serif') => { ascentOverride: string; descentOverride: string; lineGapOverride: string; sizeAdjust: string; fallbackFont: string };
};
const fontFromBuffer = fontkit.default ?? fontkit;

describe('the web font faces', () => {
  it('declares each listed face once, as a latin-subset woff2 that never swaps in late', () => {
    expect(webFontRules).toHaveLength(webFontFaces.length);
    for (const face of webFontFaces) {
      const weight = face.weight[0] === face.weight[1] ? String(face.weight[0]) : face.weight.join(' ');
      const matching = webFontRules.filter((rule) => unquote(rule['font-family']!) === face.family && rule['font-weight'] === weight);
      expect(matching, `${face.family} ${weight}`).toHaveLength(1);
      const [rule] = matching;
      expect(rule!['font-display']).toBe('optional');
      expect(rule!.src).toMatch(/^url\("[^"]+-latin-[a-z0-9]+-normal\.woff2"\) format\("woff2"\)$/);
      expect(basename(packagePathOf(rule!))).toBe(fileOf(face.url));
      expect(rule!['unicode-range']).toMatch(/^U\+0000-00FF,/);
    }
  });

  it('scales each family’s local fallback to the font file’s metrics, as next/font computes them', () => {
    const families = [...new Set(webFontFaces.map((face) => face.family))];
    expect(fallbackRules.map((rule) => unquote(rule['font-family']!)).sort()).toEqual(families.map((family) => `${family} Fallback`).sort());
    for (const family of families) {
      const rule = fallbackRules.find((candidate) => unquote(candidate['font-family']!) === `${family} Fallback`)!;
      const serif = rule.src!.includes('local("Times New Roman")');
      expect(rule.src, family).toMatch(serif ? /^local\("Times New Roman"\)/ : /^local\("Arial"\)/);
      // The file the themes use most: the heading weight of a static family (Cormorant Garamond 600).
      const face = webFontFaces.filter((candidate) => candidate.family === family).at(-1)!;
      const faceRule = webFontRules.find((candidate) => basename(packagePathOf(candidate)) === fileOf(face.url))!;
      const file = readFileSync(require.resolve(packagePathOf(faceRule)));
      const metrics = getFallbackMetricsFromFontFile(fontFromBuffer(file), serif ? 'serif' : 'sans-serif');
      expect({ size: rule['size-adjust'], ascent: rule['ascent-override'], descent: rule['descent-override'], lineGap: rule['line-gap-override'] }, family).toEqual({
        size: metrics.sizeAdjust,
        ascent: metrics.ascentOverride,
        descent: metrics.descentOverride,
        lineGap: metrics.lineGapOverride,
      });
    }
  });
});

describe('each site’s fonts', () => {
  it('names a declared family and its fallback first in every theme font stack', () => {
    const families = new Set(webFontFaces.map((face) => face.family));
    for (const site of fascias) {
      for (const stack of [site.theme.headingFont, site.theme.bodyFont]) {
        const [family, fallback] = stack.split(',').map((name) => unquote(name.trim()));
        expect(families.has(family!), `${site.id}: ${stack}`).toBe(true);
        expect(fallback).toBe(`${family} Fallback`);
      }
    }
  });

  it('preloads the files of its own heading and body faces, and no other site’s', () => {
    const files = Object.fromEntries(fascias.map((site) => [site.id, siteFontFiles(site.theme).map(fileOf)]));
    expect(files).toEqual({
      hartley: ['cormorant-garamond-latin-600-normal.woff2', 'jost-latin-wght-normal.woff2'],
      coast: ['playfair-display-latin-wght-normal.woff2', 'inter-latin-wght-normal.woff2'],
      nastygal: ['anton-latin-400-normal.woff2', 'archivo-latin-wght-normal.woff2'],
    });
  });
});

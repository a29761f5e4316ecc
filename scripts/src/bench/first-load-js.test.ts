import { describe, expect, it } from 'vitest';
import { FIRST_LOAD_JS_BUDGET_BYTES, firstLoadChunks, overBudgetLines } from './first-load-js';

describe('first-load JavaScript of a page', () => {
  it('counts the scripts and script preloads the HTML loads, once each, and not the nomodule polyfills', () => {
    const html = [
      '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/low-priority.js"/>',
      '<link rel="stylesheet" href="/_next/static/chunks/styles.css"/>',
      '<script src="/_next/static/chunks/main.js" async=""></script>',
      '<script src="/_next/static/chunks/page~1.js" async=""></script>',
      '<script src="/_next/static/chunks/polyfills.js" noModule=""></script>',
      '<script src="/_next/static/chunks/main.js" async=""></script>',
    ].join('');
    expect(firstLoadChunks(html)).toEqual(['low-priority.js', 'main.js', 'page~1.js']);
  });

  it('names each route over the budget', () => {
    const routes = {
      home: { path: '/', chunks: 10, gzipBytes: FIRST_LOAD_JS_BUDGET_BYTES, withinBudget: true },
      category: { path: '/categories/women/dresses', chunks: 12, gzipBytes: FIRST_LOAD_JS_BUDGET_BYTES + 2048, withinBudget: false },
    };
    expect(overBudgetLines(routes)).toEqual(['over budget: category (/categories/women/dresses) loads 152.0 KB of JavaScript gzipped, budget 150 KB']);
  });
});

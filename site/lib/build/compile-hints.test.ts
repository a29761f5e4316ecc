import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addCompileHints, COMPILE_HINT, MIN_HINTED_BYTES } from './compile-hints.mjs';

const moduleChunk = (bytes: number) => `(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push([document.currentScript,1,(e,t,n)=>{n.x="${'a'.repeat(bytes)}"}]);`;

describe('compile hints on the build’s chunks', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'compile-hints-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('marks large module chunks once, and leaves small chunks, the runtime, polyfills and CSS as they are', () => {
    const large = moduleChunk(MIN_HINTED_BYTES);
    const small = moduleChunk(1_000);
    const polyfills = `!function(){var t=1;${' '.repeat(MIN_HINTED_BYTES)}}();`;
    const css = `.a{color:red}${' '.repeat(MIN_HINTED_BYTES)}`;
    writeFileSync(join(dir, 'large.js'), large);
    writeFileSync(join(dir, 'small.js'), small);
    writeFileSync(join(dir, 'polyfills.js'), polyfills);
    writeFileSync(join(dir, 'styles.css'), css);

    expect(addCompileHints(dir)).toEqual(['large.js']);
    expect(readFileSync(join(dir, 'large.js'), 'utf8')).toBe(COMPILE_HINT + large);
    expect(readFileSync(join(dir, 'small.js'), 'utf8')).toBe(small);
    expect(readFileSync(join(dir, 'polyfills.js'), 'utf8')).toBe(polyfills);
    expect(readFileSync(join(dir, 'styles.css'), 'utf8')).toBe(css);

    // A second run (a build step repeated) adds nothing.
    expect(addCompileHints(dir)).toEqual([]);
    expect(readFileSync(join(dir, 'large.js'), 'utf8')).toBe(COMPILE_HINT + large);
  });

  it('puts the hint on the first line, where V8 looks for it, and keeps the chunk valid JavaScript', () => {
    writeFileSync(join(dir, 'large.js'), moduleChunk(MIN_HINTED_BYTES));
    addCompileHints(dir);
    const marked = readFileSync(join(dir, 'large.js'), 'utf8');
    expect(marked.split('\n')[0]).toBe('//# allFunctionsCalledOnLoad');
    const pushed: unknown[] = [];
    new Function('globalThis', 'document', marked)({ TURBOPACK: pushed }, { currentScript: null });
    expect(pushed).toHaveLength(1);
  });
});

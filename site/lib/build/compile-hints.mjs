/**
 * V8's explicit compile hint for the browser's JavaScript chunks, added after `next build`.
 *
 * A Turbopack chunk is a list of module factories that V8 compiles lazily, on the main thread,
 * the moment each runs: on a first visit most of the page's start-up time in the chunk that
 * boots React went on compiling factories, not running them (a CPU profile of the category page
 * showed it in the runtime's module loader). `//# allFunctionsCalledOnLoad` at the top of a file
 * tells V8 to compile every function in it eagerly while the file streams in, off the main
 * thread (https://v8.dev/blog/explicit-compile-hints). Only chunks large enough for the browser
 * to stream are marked: a small one would be compiled whole on the main thread instead.
 *
 * Plain JavaScript: it runs under Node.js straight after the build.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';
/** Scripts from this size up are compiled while they download (Chromium's streaming threshold is well below). */
export const MIN_HINTED_BYTES = 30 * 1024;
/** What every Turbopack chunk of module factories starts with (the runtime and polyfills do not). */
const TURBOPACK_CHUNK = '(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push(';

/**
 * Marks the large module chunks of a build's static folder; a chunk already marked is left as it
 * is, so running twice changes nothing. Returns the names of the chunks it marked.
 * @param {string} chunksDir the build's `static/chunks` folder
 * @returns {string[]}
 */
export function addCompileHints(chunksDir) {
  const marked = [];
  for (const name of readdirSync(chunksDir)) {
    if (!name.endsWith('.js')) continue;
    const path = join(chunksDir, name);
    if (statSync(path).size < MIN_HINTED_BYTES) continue;
    const source = readFileSync(path, 'utf8');
    if (!source.startsWith(TURBOPACK_CHUNK)) continue;
    writeFileSync(path, COMPILE_HINT + source);
    marked.push(name);
  }
  return marked;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const chunksDir = fileURLToPath(new URL('../../.next/static/chunks', import.meta.url));
  const marked = addCompileHints(chunksDir);
  console.info(`Compile hints: ${marked.length} chunks of ${MIN_HINTED_BYTES / 1024} KB or more marked for eager compilation.`);
}

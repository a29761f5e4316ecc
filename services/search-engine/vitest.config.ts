import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';

export default defineProject({
  // Resolve test globs from this package even when the config is passed from the workspace root.
  root: fileURLToPath(new URL('.', import.meta.url)),
  test: { name: 'search-engine', include: ['src/**/*.test.ts', 'src/**/*.test.tsx'], testTimeout: 60_000, hookTimeout: 120_000 },
});

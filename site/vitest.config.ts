import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';

export default defineProject({
  resolve: {
    alias: {
      '@/': fileURLToPath(new URL('./', import.meta.url)),
      // server-only throws outside the React server condition; tests run the modules directly.
      'server-only': fileURLToPath(new URL('./lib/testing/server-only-stub.ts', import.meta.url)),
    },
  },
  // Next.js leaves JSX to its own compiler (tsconfig "jsx": "preserve"); tests compile it here.
  oxc: { jsx: { runtime: 'automatic' } },
  test: { name: 'site', include: ['**/*.test.{ts,tsx}'], exclude: ['node_modules/**', '.next/**'], testTimeout: 60_000, hookTimeout: 120_000 },
});

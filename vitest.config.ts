import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    globalSetup: ['./vitest.global-setup.ts'],
    // Vitest leaves one core to its main process by default, which on CI's two cores means one
    // worker; the main process mostly waits, and most files wait on PGlite or child processes.
    maxWorkers: availableParallelism(),
    projects: ['services/*', 'seed', 'cms-models', 'plugins', 'machines', 'preview', 'scripts', 'site'],
    coverage: {
      provider: 'v8',
      // The gate the machines issue sets: branch coverage of machines/ at least 95 %.
      include: ['machines/src/**/*.ts'],
      exclude: ['**/*.test.ts', 'machines/src/testing/**'],
      reporter: ['text-summary', 'text'],
      reportsDirectory: 'coverage',
      thresholds: { branches: 95 },
    },
  },
});

import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
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

import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['services/*', 'cms-models', 'plugins', 'scripts', 'site'],
  },
});

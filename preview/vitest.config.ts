import { defineProject } from 'vitest/config';

export default defineProject({
  // Components are compiled here (the site's Next.js build compiles them there).
  oxc: { jsx: { runtime: 'automatic' } },
  test: { name: 'preview', include: ['**/*.test.{ts,tsx}'], exclude: ['**/node_modules/**'] },
});

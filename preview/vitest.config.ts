import { defineProject } from 'vitest/config';

// Component tests opt into a DOM with a `@vitest-environment` docblock; the rest run in node.
export default defineProject({
  // Components are compiled here (the site's Next.js build compiles them there).
  oxc: { jsx: { runtime: 'automatic' } },
  test: { name: 'preview', include: ['src/**/*.test.{ts,tsx}'], exclude: ['**/node_modules/**'] },
});

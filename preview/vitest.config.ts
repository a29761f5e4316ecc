import { defineProject } from 'vitest/config';

// Component tests opt into a DOM with a `@vitest-environment jsdom` docblock; the rest run in node.
export default defineProject({
  test: { name: 'preview', include: ['src/**/*.test.{ts,tsx}'], exclude: ['**/node_modules/**'] },
});

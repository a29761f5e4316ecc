import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: 'preview', include: ['**/*.test.{ts,tsx}'], exclude: ['**/node_modules/**'] },
});

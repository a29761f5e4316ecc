import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: 'plugins', include: ['**/*.test.{ts,tsx}'], exclude: ['**/node_modules/**'] },
});

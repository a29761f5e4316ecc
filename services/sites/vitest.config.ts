import { defineProject } from 'vitest/config';

export default defineProject({ test: { name: 'sites', include: ['src/**/*.test.ts'] } });

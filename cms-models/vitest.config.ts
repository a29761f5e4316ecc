import { defineProject } from 'vitest/config';

export default defineProject({ test: { name: 'cms-models', include: ['src/**/*.test.ts'] } });

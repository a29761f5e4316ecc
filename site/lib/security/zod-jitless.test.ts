import { describe, expect, it } from 'vitest';
import { configureZodJitless } from './zod-jitless';

describe('configureZodJitless', () => {
  it('is the configuration zod reads, set before or after zod loads', async () => {
    configureZodJitless();
    const { z } = await import('zod');
    expect(z.config().jitless).toBe(true);
    expect(z.config()).toBe((globalThis as { __zod_globalConfig?: object }).__zod_globalConfig);
  });

  it('keeps what else the configuration holds', () => {
    const scope: { __zod_globalConfig?: Record<string, unknown> } = { __zod_globalConfig: { customError: 'kept' } };
    configureZodJitless(scope);
    expect(scope.__zod_globalConfig).toEqual({ customError: 'kept', jitless: true });
  });
});

/**
 * zod compiles object parsers with `Function` when it may, and probes for it once; the pages'
 * Content-Security-Policy allows no eval, so the probe would be a reported violation. zod keeps
 * its configuration on `globalThis.__zod_globalConfig` (one object shared by every copy of zod
 * in a page), so the browser sets `jitless` there before any zod loads, without importing zod:
 * pages that never parse in the browser do not download it. Parsing without it is the same, a
 * little slower. zod-jitless.test.ts fails if a zod upgrade stops reading this object.
 */
interface ZodGlobal {
  __zod_globalConfig?: Record<string, unknown>;
}

export function configureZodJitless(scope: ZodGlobal = globalThis as ZodGlobal): void {
  scope.__zod_globalConfig = Object.assign(scope.__zod_globalConfig ?? {}, { jitless: true });
}

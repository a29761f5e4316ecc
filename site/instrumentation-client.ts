import { z } from 'zod';

/**
 * Runs in the browser before the app. zod compiles object parsers with `Function` when it may,
 * and probes for it once; the pages' Content-Security-Policy allows no eval, so the probe would
 * be a reported violation on every page. Parsing without it is the same, a little slower.
 */
z.config({ jitless: true });

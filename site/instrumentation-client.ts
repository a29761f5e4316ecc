import { configureZodJitless } from './lib/security/zod-jitless';

/** Runs in the browser before the app: zod parses without eval, which the CSP forbids. */
configureZodJitless();

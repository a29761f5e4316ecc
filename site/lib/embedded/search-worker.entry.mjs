// The search worker's entry point (see search-worker-client.ts): the worker is TypeScript, like
// the scripts, and is loaded with tsx in its own thread, so the same source runs under Next.js
// (production and dev), vitest and plain Node without a separate build step.
import { register } from 'tsx/esm/api';

register();
await import('./search-worker.ts');

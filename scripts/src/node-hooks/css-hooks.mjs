// Node module hooks for running React components outside Next.js (benchmarks): CSS modules
// resolve to a proxy that returns each class name unchanged; plain CSS imports are empty.
export async function load(url, context, nextLoad) {
  if (url.endsWith('.module.css')) {
    return {
      format: 'module',
      shortCircuit: true,
      source: 'export default new Proxy({}, { get: (_, key) => (typeof key === "string" ? key : undefined) });',
    };
  }
  if (url.endsWith('.css')) return { format: 'module', shortCircuit: true, source: 'export {};' };
  return nextLoad(url, context);
}

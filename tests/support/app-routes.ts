import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The Next.js app's routes, read from its folders, so a route added later is in every test that walks them. */
export interface AppRoute {
  /** The URL path with its dynamic segments as written: '/_api/quickadd/[productId]'. */
  template: string;
  kind: 'page' | 'handler';
  /** The HTTP methods it exports (a page answers GET, and the form-style POST through the proxy). */
  methods: string[];
  /** Its dynamic segments' names, catch-alls ('...path') included. */
  params: string[];
}

const APP_DIR = fileURLToPath(new URL('../../site/app', import.meta.url));
const HTTP_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

/** Route handler methods, however the file exports them (function, const, or `export { handle as GET }`). */
function exportedMethods(source: string): string[] {
  const found = new Set<string>();
  for (const match of source.matchAll(/export\s+(?:async\s+)?(?:function|const)\s+([A-Z]+)\b/g)) found.add(match[1]!);
  for (const list of source.matchAll(/export\s*\{([^}]*)\}/g)) {
    for (const match of list[1]!.matchAll(/(?:\bas\s+)?\b([A-Z]+)\b/g)) found.add(match[1]!);
  }
  return HTTP_METHODS.filter((method) => found.has(method));
}

function walk(dir: string, routes: AppRoute[]) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      walk(path, routes);
      continue;
    }
    const kind = entry.name === 'page.tsx' ? 'page' : entry.name === 'route.ts' ? 'handler' : undefined;
    if (!kind) continue;
    const segments = relative(APP_DIR, dir)
      .split(sep)
      .filter(Boolean)
      // Route groups '(name)' add nothing to the URL; '%5F' is how a folder spells a leading underscore.
      .filter((segment) => !/^\(.*\)$/.test(segment))
      .map((segment) => decodeURIComponent(segment));
    routes.push({
      template: `/${segments.join('/')}`,
      kind,
      methods: kind === 'page' ? ['GET', 'POST'] : exportedMethods(readFileSync(path, 'utf8')),
      params: segments.filter((segment) => segment.startsWith('[')).map((segment) => segment.replace(/^\[+|\]+$/g, '')),
    });
  }
}

export function appRoutes(): AppRoute[] {
  const routes: AppRoute[] = [];
  walk(APP_DIR, routes);
  return routes.sort((a, b) => a.template.localeCompare(b.template));
}

/** The route's URL path with each dynamic segment filled by `fill(name)` (a catch-all may take several segments). */
export function routePath(route: AppRoute, fill: (param: string) => string): string {
  return route.template.replace(/\[+([^\]]+)\]+/g, (_, name: string) => fill(name));
}

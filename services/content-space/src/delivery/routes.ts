/** One recognised Content Delivery/Preview API path. */
export type Route =
  | { resource: 'space'; spaceId: string }
  | {
      resource: 'locales' | 'content_types' | 'entries' | 'assets' | 'sync';
      spaceId: string;
      environmentId: string;
      /** True for the legacy paths without /environments/{id} (they mean master). */
      legacy: boolean;
      id?: string;
    };

const collections = new Set(['locales', 'content_types', 'entries', 'assets', 'sync']);
const withIds = new Set(['content_types', 'entries', 'assets']);

/** Parses `/spaces/{space}[/environments/{env}]/{collection}[/{id}]`; undefined for anything else. */
export function parseRoute(pathname: string): Route | undefined {
  const segments = pathname
    .split('/')
    .filter((segment) => segment.length > 0)
    .map((segment) => {
      try {
        return decodeURIComponent(segment);
      } catch {
        return segment;
      }
    });
  if (segments[0] !== 'spaces' || !segments[1]) return undefined;
  const spaceId = segments[1];
  let rest = segments.slice(2);
  let environmentId = 'master';
  let legacy = true;
  if (rest[0] === 'environments') {
    if (!rest[1]) return undefined;
    environmentId = rest[1];
    legacy = false;
    rest = rest.slice(2);
  }
  if (rest.length === 0) return legacy ? { resource: 'space', spaceId } : undefined;
  const [collection, id, ...extra] = rest;
  if (!collection || !collections.has(collection) || extra.length > 0) return undefined;
  if (id !== undefined && !withIds.has(collection)) return undefined;
  return {
    resource: collection as Exclude<Route['resource'], 'space'>,
    spaceId,
    environmentId,
    legacy,
    ...(id !== undefined ? { id } : {}),
  };
}

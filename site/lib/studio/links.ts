/**
 * Links inside Contentful field values: a field may hold a link, a list of links, or a rich
 * text document whose nodes link to entries and assets in `data.target`. These walk all of them.
 */
interface LinkValue {
  sys: { type: 'Link'; linkType: 'Entry' | 'Asset'; id: string };
}

export function isLink(value: unknown): value is LinkValue {
  if (typeof value !== 'object' || value === null) return false;
  const sys = (value as { sys?: unknown }).sys;
  if (typeof sys !== 'object' || sys === null) return false;
  const { type, linkType, id } = sys as Record<string, unknown>;
  return type === 'Link' && (linkType === 'Entry' || linkType === 'Asset') && typeof id === 'string';
}

/** Every entry and asset id linked from these field values, in order of appearance, each once. */
export function linkedIds(fields: Record<string, unknown>): { entries: string[]; assets: string[] } {
  const entries = new Set<string>();
  const assets = new Set<string>();
  const visit = (value: unknown) => {
    if (isLink(value)) {
      (value.sys.linkType === 'Entry' ? entries : assets).add(value.sys.id);
      return;
    }
    if (Array.isArray(value)) value.forEach(visit);
    else if (typeof value === 'object' && value !== null) Object.values(value).forEach(visit);
  };
  Object.values(fields).forEach(visit);
  return { entries: [...entries], assets: [...assets] };
}

/** A copy of the values with each entry link replaced by what `replace` gives for its id. */
export function mapEntryLinks<T>(value: T, replace: (id: string) => string): T {
  if (isLink(value)) {
    return (value.sys.linkType === 'Entry' ? { sys: { ...value.sys, id: replace(value.sys.id) } } : value) as T;
  }
  if (Array.isArray(value)) return value.map((item) => mapEntryLinks(item, replace)) as T;
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, mapEntryLinks(item, replace)])) as T;
  }
  return value;
}

export function entryLink(id: string): LinkValue {
  return { sys: { type: 'Link', linkType: 'Entry', id } };
}

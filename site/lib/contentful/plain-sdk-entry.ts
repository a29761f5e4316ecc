/**
 * The contentful SDK resolves links in place and may build loops (a page linking a section that
 * links the page). Contentful's live-preview SDK wants the entry as the SDK gave it, but it must
 * cross from server to browser as plain data: this copies it, turning a loop or an over-deep
 * chain back into the link it was.
 */
const MAX_DEPTH = 12;

interface Sys {
  id?: unknown;
  type?: unknown;
}

function sysOf(value: object): Sys | undefined {
  const sys = (value as { sys?: unknown }).sys;
  return typeof sys === 'object' && sys !== null ? (sys as Sys) : undefined;
}

function copy(value: unknown, ancestry: ReadonlySet<object>, depth: number): unknown {
  if (typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) return value.map((item) => copy(item, ancestry, depth));
  const sys = sysOf(value);
  const isEntity = sys?.type === 'Entry' || sys?.type === 'Asset';
  if (isEntity && (ancestry.has(value) || depth > MAX_DEPTH)) {
    return { sys: { type: 'Link', linkType: sys.type, id: String(sys.id) } };
  }
  const nextAncestry = isEntity ? new Set(ancestry).add(value) : ancestry;
  const result: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(value)) {
    if (typeof child === 'function' || child === undefined) continue;
    result[key] = copy(child, nextAncestry, isEntity ? depth + 1 : depth);
  }
  return result;
}

export function toPlainSdkEntry(entry: unknown): unknown {
  return copy(entry, new Set(), 0);
}

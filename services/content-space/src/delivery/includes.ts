import { localisedFields } from './localise';
import { collectLinks, type LinkRef } from './query/links';
import { documentJson } from './serialize';
import type { ContentSnapshot, SnapshotDocument } from './snapshot';

export interface IncludesResult {
  includes: { Entry?: unknown[]; Asset?: unknown[] };
  errors: unknown[];
}

function linksOf(snapshot: ContentSnapshot, document: SnapshotDocument, locale: string): LinkRef[] {
  return snapshot.remember(`outlinks\u0000${document.kind}\u0000${document.id}\u0000${locale}`, () =>
    collectLinks(localisedFields(snapshot, document, locale)),
  );
}

/**
 * Resolves links `depth` levels deep from the returned items, as the delivery API's `include` does:
 * linked entries not already among the items go to includes.Entry, linked assets to includes.Asset,
 * and links to anything this API cannot see are reported once each as `notResolvable` errors.
 */
export function resolveIncludes(
  snapshot: ContentSnapshot,
  items: readonly { document: SnapshotDocument; fields: unknown }[],
  locale: string,
  depth: number,
): IncludesResult {
  const entries: unknown[] = [];
  const assets: unknown[] = [];
  const errors: unknown[] = [];
  if (depth <= 0) return { includes: {}, errors };

  const seen = new Set(items.map(({ document }) => `${document.kind}:${document.id}`));
  const unresolved = new Set<string>();
  let frontier: LinkRef[] = items.flatMap(({ fields }) => collectLinks(fields));
  for (let level = 1; level <= depth && frontier.length > 0; level += 1) {
    const next: LinkRef[] = [];
    for (const ref of frontier) {
      const key = `${ref.linkType}:${ref.id}`;
      if (seen.has(key) || unresolved.has(key)) continue;
      const target = ref.linkType === 'Entry' ? snapshot.entryById.get(ref.id) : snapshot.assetById.get(ref.id);
      if (!target) {
        unresolved.add(key);
        errors.push({ sys: { id: 'notResolvable', type: 'error' }, details: { type: 'Link', linkType: ref.linkType, id: ref.id } });
        continue;
      }
      seen.add(key);
      (ref.linkType === 'Entry' ? entries : assets).push(documentJson(snapshot, target, locale));
      if (target.kind === 'Entry') next.push(...linksOf(snapshot, target, locale));
    }
    frontier = next;
  }
  const includes: IncludesResult['includes'] = {};
  if (entries.length > 0) includes.Entry = entries;
  if (assets.length > 0) includes.Asset = assets;
  return { includes, errors };
}

import 'server-only';
import { pageModel, visibilityConfigModel } from '@storefront/cms-models/structure';
import { pagePath } from '@storefront/cms-models/page-path';
import type { PageInput } from '@storefront/preview/studio/page-input';
import type { StudioEntry, StudioEntryTree, StudioPageSummary } from '@storefront/preview/studio/types';
import type { StudioContent } from '../contentful/management-client';
import { StudioContentError } from '../contentful/management-errors';
import { entryLink, linkedIds, mapEntryLinks } from './links';

/**
 * The studio's page operations, on top of the Management API adapter. A page belongs to one brand
 * site through its `fascia` field, or to every site when that is empty (see page-choice.ts).
 */
const PAGE = pageModel.id;
/** Reusable settings entries that pages share rather than own: copied pages link the same ones. */
const SHARED_TYPES = new Set<string>([visibilityConfigModel.id]);
const PAGE_SIZE = 1000;
/** Deep enough for page → section → block → nested items, with room to spare. */
const MAX_TREE_DEPTH = 10;

export interface SiteScope {
  id: string;
  name: string;
  /** The value pages of this site hold in `fascia`. */
  contentScope: string;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const scopeOf = (entry: StudioEntry): string | null => (typeof entry.fields.fascia === 'string' && entry.fields.fascia !== '' ? entry.fields.fascia : null);

export function toPageSummary(entry: StudioEntry): StudioPageSummary {
  const slug = text(entry.fields.slug);
  return {
    id: entry.id,
    title: text(entry.fields.title) || '(untitled)',
    slug,
    path: slug ? pagePath(slug) : '',
    site: scopeOf(entry),
    status: entry.status,
    updatedAt: entry.updatedAt,
  };
}

async function allPages(content: StudioContent, extra: Record<string, string> = {}): Promise<StudioEntry[]> {
  const pages: StudioEntry[] = [];
  for (let skip = 0; ; skip += PAGE_SIZE) {
    const result = await content.queryEntries({ content_type: PAGE, 'sys.archivedAt[exists]': false, limit: PAGE_SIZE, skip, ...extra });
    pages.push(...result.items);
    if (result.items.length === 0 || skip + result.items.length >= result.total) return pages;
  }
}

/** The site's pages and the pages every site shares, by title; `query` narrows by title or slug. */
export async function listSitePages(content: StudioContent, site: SiteScope): Promise<StudioPageSummary[]> {
  const pages = await allPages(content);
  return pages
    .filter((entry) => {
      const scope = scopeOf(entry);
      return scope === null || scope === site.contentScope;
    })
    .map(toPageSummary)
    .sort((a, b) => a.title.localeCompare(b.title, 'en-GB') || a.slug.localeCompare(b.slug));
}

/** Refuses a slug another page of the same scope (site, or shared) already has. */
async function assertSlugFree(content: StudioContent, slug: string, scope: string | null, siteName: string): Promise<void> {
  const sameSlug = await allPages(content, { 'fields.slug': slug });
  const taken = sameSlug.find((entry) => text(entry.fields.slug) === slug && scopeOf(entry) === scope);
  if (taken) {
    const where = scope === null ? 'shared by every site' : `on ${siteName}`;
    throw new StudioContentError(409, 'SlugTaken', `A page with the slug "${slug}" already exists ${where}: "${text(taken.fields.title)}".`, { pageId: taken.id });
  }
}

export async function createPage(content: StudioContent, site: SiteScope, input: PageInput): Promise<StudioPageSummary> {
  await assertSlugFree(content, input.slug, site.contentScope, site.name);
  const entry = await content.createEntry(PAGE, { title: input.title, slug: input.slug, fascia: site.contentScope, sections: [] });
  return toPageSummary(entry);
}

/** An entry with everything it links to, drafts included, `maxDepth` links deep. */
export async function entryTree(content: StudioContent, id: string, maxDepth = MAX_TREE_DEPTH): Promise<StudioEntryTree | undefined> {
  const root = await content.getEntry(id);
  return root ? treeFrom(content, root, maxDepth) : undefined;
}

/** The tree of this root entry as given (its fields may be an old version's), linked entries as they are now. */
export async function treeFrom(content: StudioContent, root: StudioEntry, maxDepth = MAX_TREE_DEPTH): Promise<StudioEntryTree> {
  return (await walkTree(content, root, maxDepth)).tree;
}

/**
 * An old version of a page, whole: the root as given (with the old version's fields), and each
 * entry it linked then with the fields it had at `at` (its newest publish snapshot at or before
 * then; the studio publishes children before their page). The tree holds the entries as they are
 * now, so saving goes on from their current versions; `earlier` holds the fields to restore, for
 * entries whose version then differs. Shared settings are left as they are: other pages use them.
 */
export async function treeAsOf(
  content: StudioContent,
  root: StudioEntry,
  at: string,
  maxDepth = MAX_TREE_DEPTH,
): Promise<{ tree: StudioEntryTree; earlier: Record<string, Record<string, unknown>> }> {
  const earlier: Record<string, Record<string, unknown>> = {};
  const tree = (
    await walkTree(
      content,
      root,
      maxDepth,
      // One level's snapshot lookups at once, not one round trip after another.
      async (found) => {
        const owned = found.filter((entry) => !SHARED_TYPES.has(entry.contentType));
        const then = await Promise.all(owned.map((entry) => content.snapshotFieldsAsOf(entry.id, at)));
        owned.forEach((entry, index) => {
          const fields = then[index];
          if (fields && JSON.stringify(fields) !== JSON.stringify(entry.fields)) earlier[entry.id] = fields;
        });
      },
      (entry) => earlier[entry.id] ?? entry.fields,
    )
  ).tree;
  return { tree, earlier };
}

/** Breadth-first through the links (of `fieldsOf` each entry), drafts included, `maxDepth` links deep. */
async function walkTree(
  content: StudioContent,
  root: StudioEntry,
  maxDepth: number,
  onLevel: (found: StudioEntry[]) => Promise<void> = async () => {},
  fieldsOf: (entry: StudioEntry) => Record<string, unknown> = (entry) => entry.fields,
): Promise<{ tree: StudioEntryTree }> {
  const entries: StudioEntryTree['entries'] = { [root.id]: root };
  const assetIds = new Set<string>();
  let frontier = [root];
  for (let depth = 0; depth < maxDepth && frontier.length > 0; depth += 1) {
    const wanted = new Set<string>();
    for (const entry of frontier) {
      const links = linkedIds(fieldsOf(entry));
      links.assets.forEach((assetId) => assetIds.add(assetId));
      for (const linked of links.entries) if (!entries[linked]) wanted.add(linked);
    }
    frontier = wanted.size > 0 ? await content.getEntries([...wanted]) : [];
    await onLevel(frontier);
    for (const entry of frontier) entries[entry.id] = entry;
  }
  const assets: StudioEntryTree['assets'] = {};
  if (assetIds.size > 0) for (const asset of await content.getAssets([...assetIds])) assets[asset.id] = asset;
  return { tree: { rootId: root.id, locale: await content.locale(), entries, assets } };
}

async function requirePage(content: StudioContent, id: string): Promise<StudioEntry> {
  const entry = await content.getEntry(id);
  if (!entry) throw new StudioContentError(404, 'NotFound', `There is no page with the id ${id}.`);
  if (entry.contentType !== PAGE) throw new StudioContentError(400, 'NotAPage', `Entry ${id} is a ${entry.contentType}, not a page.`);
  return entry;
}

/**
 * A new draft page with the given title and slug whose sections (and the blocks and items in
 * them) are new entries copied from the original: editing the copy never changes the original.
 * Assets and shared settings (visibility configs) are linked, not copied. If a copy fails, the
 * entries made so far are deleted again.
 */
export async function duplicatePage(content: StudioContent, id: string, input: PageInput, siteName: string): Promise<StudioPageSummary> {
  const source = await requirePage(content, id);
  await assertSlugFree(content, input.slug, scopeOf(source), siteName);
  const tree = await entryTree(content, id);
  if (!tree) throw new StudioContentError(404, 'NotFound', `There is no page with the id ${id}.`);
  const copies = new Map<string, string>();
  const inProgress = new Set<string>();
  const created: string[] = [];

  const copyOf = async (entryId: string): Promise<string> => {
    const entry = tree.entries[entryId];
    // Missing links stay as they are; shared settings are linked; a loop keeps its original link.
    if (!entry || SHARED_TYPES.has(entry.contentType) || inProgress.has(entryId)) return entryId;
    const done = copies.get(entryId);
    if (done) return done;
    inProgress.add(entryId);
    for (const child of linkedIds(entry.fields).entries) await copyOf(child);
    const copy = await content.createEntry(entry.contentType, mapEntryLinks(entry.fields, (linked) => copies.get(linked) ?? linked));
    inProgress.delete(entryId);
    created.push(copy.id);
    copies.set(entryId, copy.id);
    return copy.id;
  };

  try {
    const sections = Array.isArray(source.fields.sections) ? (source.fields.sections as unknown[]) : [];
    const sectionLinks = [];
    for (const section of sections) {
      const sectionId = linkedIds({ section }).entries[0];
      sectionLinks.push(sectionId ? entryLink(await copyOf(sectionId)) : section);
    }
    const page = await content.createEntry(PAGE, { ...source.fields, title: input.title, slug: input.slug, sections: sectionLinks });
    return toPageSummary(page);
  } catch (error) {
    for (const copyId of created.reverse()) await content.deleteEntry(copyId).catch(() => undefined);
    throw error;
  }
}

/** Takes an entry off the storefront if it is on it, then deletes it. */
async function removeEntry(content: StudioContent, entry: StudioEntry): Promise<void> {
  if (entry.status === 'published' || entry.status === 'changed') await content.unpublishEntry(entry.id);
  await content.deleteEntry(entry.id);
}

/**
 * Deletes a page (unpublishing it first when live), then every section, block and nested item
 * it leaves unused: an entry still linked from anywhere else stays. Assets and shared settings
 * are never deleted here. Answers the ids deleted, the page first.
 */
export async function deletePage(content: StudioContent, id: string): Promise<{ deleted: string[]; kept: string[] }> {
  const page = await requirePage(content, id);
  await removeEntry(content, page);
  const deleted = [page.id];
  const kept: string[] = [];
  const seen = new Set<string>([page.id]);
  let candidates = linkedIds(page.fields).entries;
  while (candidates.length > 0) {
    const next: string[] = [];
    for (const candidateId of candidates) {
      if (seen.has(candidateId)) continue;
      seen.add(candidateId);
      const entry = await content.getEntry(candidateId);
      if (!entry || SHARED_TYPES.has(entry.contentType) || entry.contentType === PAGE) continue;
      const linkers = await content.queryEntries({ links_to_entry: candidateId, limit: 0 });
      if (linkers.total > 0) {
        kept.push(candidateId);
        continue;
      }
      await removeEntry(content, entry);
      deleted.push(candidateId);
      next.push(...linkedIds(entry.fields).entries);
    }
    candidates = next;
  }
  return { deleted, kept };
}

/** The pages an entry appears on (through sections and blocks), for the entry view's links. */
export async function pagesUsing(content: StudioContent, id: string, maxDepth = 4): Promise<StudioPageSummary[]> {
  const pages = new Map<string, StudioPageSummary>();
  const seen = new Set<string>([id]);
  let frontier = [id];
  for (let depth = 0; depth < maxDepth && frontier.length > 0; depth += 1) {
    const next: string[] = [];
    for (const target of frontier) {
      const linkers = await content.queryEntries({ links_to_entry: target, limit: 100 });
      for (const linker of linkers.items) {
        if (seen.has(linker.id)) continue;
        seen.add(linker.id);
        if (linker.contentType === PAGE) pages.set(linker.id, toPageSummary(linker));
        else next.push(linker.id);
      }
    }
    frontier = next;
  }
  return [...pages.values()];
}

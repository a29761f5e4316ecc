import { pagePath } from '@storefront/cms-models/page-path';
import { pageEditorSelectors, type EditorActivity, type PageStatus } from '@storefront/machines/pageEditor.machine';
import { blockName, typeLabel } from './block-names';
import { editorRegistry } from './editor-registry';
import type { SectionItem } from './SectionList.client';
import type { PageEditorSnapshot } from './use-page-editor-actor';

/**
 * Everything the editor's components read from its machine: the machine's own selectors and
 * what the screen derives from them. Components read state only through these and
 * `snapshot.can(event)`.
 */

const BUSY_TEXT: Partial<Record<EditorActivity, string>> = {
  loading: 'Loading…',
  saving: 'Saving…',
  publishing: 'Publishing…',
  unpublishing: 'Unpublishing…',
  scheduling: 'Scheduling…',
  cancellingSchedule: 'Cancelling schedule…',
};

/** Any future time will do to ask whether there is something to schedule now. */
const FAR_FUTURE = '2999-01-01T00:00:00Z';

function sectionItems(snapshot: PageEditorSnapshot, pageId: string): SectionItem[] {
  const { entries, blocksField } = snapshot.context;
  const list = entries[pageId]?.fields[blocksField];
  if (!Array.isArray(list)) return [];
  const seen = new Map<string, number>();
  return list.map((link: { id: string }) => {
    const count = (seen.get(link.id) ?? 0) + 1;
    seen.set(link.id, count);
    const entry = entries[link.id];
    const content = entry?.contentType === 'section' && Array.isArray(entry.fields.content) ? (entry.fields.content as Array<{ id: string }>) : [];
    return {
      key: count === 1 ? link.id : `${link.id}#${count}`,
      entryId: link.id,
      name: blockName(editorRegistry, entry),
      typeLabel: entry ? typeLabel(editorRegistry, entry.contentType) : 'Missing entry',
      children: content.map((child) => blockName(editorRegistry, entries[child.id])),
      missing: !entry,
    };
  });
}

export const select = {
  ...pageEditorSelectors,
  /** "Saving…", "Publishing…": what the toolbar says while something is under way (a restore shows in its dialog). */
  busyText: (snapshot: PageEditorSnapshot) => {
    const activity = pageEditorSelectors.activity(snapshot);
    return activity ? BUSY_TEXT[activity] : undefined;
  },
  isRestoring: (snapshot: PageEditorSnapshot) => pageEditorSelectors.activity(snapshot) === 'restoring',
  /** A schedule is being written: the save before it, or the scheduling itself. */
  isScheduleUnderWay: (snapshot: PageEditorSnapshot) => ['saving', 'scheduling'].includes(pageEditorSelectors.activity(snapshot) ?? ''),
  /** Whether there is something to schedule now (at any future time). */
  canScheduleAny: (snapshot: PageEditorSnapshot) => pageEditorSelectors.canSchedule(snapshot, FAR_FUTURE),
  canOpenHistory: (snapshot: PageEditorSnapshot) => snapshot.can({ type: 'editor.history' }),
  /** The page's status once it is loaded. */
  statusWhenReady: (snapshot: PageEditorSnapshot): PageStatus | undefined => (pageEditorSelectors.isReady(snapshot) ? pageEditorSelectors.status(snapshot) : undefined),
  pageEntry: (snapshot: PageEditorSnapshot, pageId: string) => pageEditorSelectors.entry(snapshot, pageId),
  pageTitle: (snapshot: PageEditorSnapshot, pageId: string) => {
    const title = pageEditorSelectors.entry(snapshot, pageId)?.fields.title;
    return (typeof title === 'string' && title.trim()) || 'Untitled page';
  },
  /** Where the storefront serves the page, from its slug as edited (else where it is served now). */
  livePath: (snapshot: PageEditorSnapshot, pageId: string, servedAt: string) => {
    const slug = pageEditorSelectors.entry(snapshot, pageId)?.fields.slug;
    return typeof slug === 'string' && slug.trim() ? pagePath(slug.trim()) : servedAt;
  },
  selectedEntry: (snapshot: PageEditorSnapshot) => {
    const selectedId = pageEditorSelectors.selectedId(snapshot);
    return selectedId ? pageEditorSelectors.entry(snapshot, selectedId) : undefined;
  },
  /** The sections column's items: each block by type and name, a section with the blocks inside it. */
  sectionItems,
  /** The drafts while a conflict is shown (to name the entries either version links), else undefined: edits do not re-render the dialogs. */
  entriesInConflict: (snapshot: PageEditorSnapshot) => (pageEditorSelectors.isInConflict(snapshot) ? snapshot.context.entries : undefined),
};

import { memo } from 'react';
import { BlockPalette } from '../BlockPalette.client';
import { PreviewPane } from './PreviewPane.client';
import { SectionList, type SectionItem } from './SectionList.client';

/**
 * The editor's parts that a keystroke in a form does not change, memoised: in the browser,
 * rendering shares the thread that delivers the preview's update (same-site frames share a
 * process), so the work a keystroke causes is kept to the form. Their columns re-render with
 * the editor (a hover, a status change) or when an edit changes what the column reads; these
 * render again only when their data differs.
 *
 * Callbacks are not compared: the ones passed here only send events to the editor's actor, read
 * its current snapshot, or read props that are compared (the selected and hovered ids), so an
 * older one does the same.
 */
function sameData(previous: object, next: object, compare: (key: string, a: unknown, b: unknown) => boolean = (_key, a, b) => Object.is(a, b)): boolean {
  const keys = new Set([...Object.keys(previous), ...Object.keys(next)]);
  for (const key of keys) {
    const a = (previous as Record<string, unknown>)[key];
    const b = (next as Record<string, unknown>)[key];
    if (typeof a === 'function' && typeof b === 'function') continue;
    if (!compare(key, a, b)) return false;
  }
  return true;
}

function sameItem(a: SectionItem, b: SectionItem): boolean {
  return a.key === b.key && a.entryId === b.entryId && a.name === b.name && a.typeLabel === b.typeLabel && a.missing === b.missing && a.children.length === b.children.length && a.children.every((child, index) => child === b.children[index]);
}

/** Section items alike in everything the list shows (a selector's equality too: the sections column re-renders only when they differ). */
export function sameItems(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
  return a.every((item: SectionItem, index) => sameItem(item, b[index] as SectionItem));
}

export const MemoSectionList = memo(SectionList, (previous, next) => sameData(previous, next, (key, a, b) => (key === 'items' ? sameItems(a, b) : Object.is(a, b))));
export const MemoBlockPalette = memo(BlockPalette, (previous, next) => sameData(previous, next) && (previous.onAdd === undefined) === (next.onAdd === undefined));
export const MemoPreviewPane = memo(PreviewPane, (previous, next) => sameData(previous, next, (key, a, b) => (key === 'state' ? JSON.stringify(a) === JSON.stringify(b) : Object.is(a, b))));

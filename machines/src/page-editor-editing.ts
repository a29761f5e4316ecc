import { assertEvent } from 'xstate';
import type { ListAddress, PageEditorContext } from './page-editor-contract';
import { nothingFound, rootOf, undoStep, withAssets, withFields, withNew, withServerEntries, type ContextUpdate, type EditorArgs } from './page-editor-drafts';
import { insertAt, moveItem, newEntryId, normalizeFields, normalizeValue, removeAt, sameValue, type DraftEntry, type EditorLink } from './page-editor-entries';

/**
 * The page editor's editing flow: field edits, adding, removing and moving blocks in the page or
 * any nested list, selecting a block, registering entries found elsewhere, and undo and redo.
 * Every change of the drafts is one undo step, except typing on in the same field.
 */

/** Values typed into a field (text, numbers, rich text), whose keystrokes coalesce into one undo step. */
const isTypedValue = (value: unknown) =>
  typeof value === 'string' ||
  typeof value === 'number' ||
  (typeof value === 'object' && value !== null && (value as { nodeType?: unknown }).nodeType === 'document');

function listAt(context: PageEditorContext, address: ListAddress): { entry: DraftEntry; fieldId: string; list: unknown[] } | undefined {
  const entry = context.entries[address.entryId ?? rootOf(context)];
  const fieldId = address.fieldId ?? context.blocksField;
  const value = entry?.fields[fieldId];
  if (!entry || (value !== undefined && !Array.isArray(value))) return undefined;
  return { entry, fieldId, list: (value as unknown[] | undefined) ?? [] };
}

function setField(fields: Record<string, unknown>, fieldId: string, value: unknown): Record<string, unknown> {
  const next = { ...fields };
  if (value === undefined) delete next[fieldId];
  else next[fieldId] = value;
  return next;
}

const isIndexIn = (list: readonly unknown[] | undefined, index: number) => list !== undefined && Number.isInteger(index) && index >= 0 && index < list.length;

export const editingGuards = {
  isEditOfHeldEntry: ({ context, event }: EditorArgs) => {
    assertEvent(event, 'editor.edit');
    const entry = context.entries[event.entryId];
    return entry !== undefined && !sameValue(entry.fields[event.fieldId], event.value);
  },
  canAddBlock: ({ context, event }: EditorArgs) => {
    assertEvent(event, 'editor.addBlock');
    return listAt(context, event) !== undefined && event.contentType.length > 0 && (event.id === undefined || !(event.id in context.entries));
  },
  hasBlockAt: ({ context, event }: EditorArgs) => {
    assertEvent(event, 'editor.removeBlock');
    return isIndexIn(listAt(context, event)?.list, event.index);
  },
  canMoveBlock: ({ context, event }: EditorArgs) => {
    assertEvent(event, 'editor.moveBlock');
    const list = listAt(context, event)?.list;
    return isIndexIn(list, event.from) && isIndexIn(list, event.to) && event.from !== event.to;
  },
  canUndo: ({ context }: EditorArgs) => context.past.length > 0,
  canRedo: ({ context }: EditorArgs) => context.future.length > 0,
};

export const editingUpdates = {
  applyEdit: ({ context, event }: EditorArgs): ContextUpdate => {
    assertEvent(event, 'editor.edit');
    const found = nothingFound();
    const value = normalizeValue(event.value, found);
    const entries = withNew(context.entries, found.entries);
    const entry = entries[event.entryId]!;
    const next = withFields(entries, entry, setField(entry.fields, event.fieldId, value));
    const at = context.now();
    const last = context.lastEdit;
    const typed = isTypedValue(event.value);
    const coalesce = typed && last !== undefined && last.entryId === event.entryId && last.fieldId === event.fieldId && at - last.at <= context.coalesceMs;
    const lastEdit = typed ? { entryId: event.entryId, fieldId: event.fieldId, at } : undefined;
    const assets = withAssets(context.assets, found.assets);
    // Typing on in the same field replaces the drafts without a new undo step.
    return coalesce ? { entries: next, assets, lastEdit, notice: undefined } : { ...undoStep(context, next, lastEdit), assets };
  },
  /** The new block goes into the list and its form opens. */
  addBlock: ({ context, event }: EditorArgs): ContextUpdate => {
    assertEvent(event, 'editor.addBlock');
    const { entry, fieldId, list } = listAt(context, event)!;
    const found = nothingFound();
    const block: DraftEntry = { id: event.id ?? newEntryId(), contentType: event.contentType, fields: normalizeFields(event.fields ?? {}, found) };
    const link: EditorLink = { kind: 'link', linkType: 'Entry', id: block.id };
    const entries = withNew({ ...context.entries, [block.id]: block }, found.entries);
    const next = withFields(entries, entry, { ...entry.fields, [fieldId]: insertAt(list, event.index, link) });
    return { ...undoStep(context, next), assets: withAssets(context.assets, found.assets), selectedId: block.id };
  },
  removeBlock: ({ context, event }: EditorArgs): ContextUpdate => {
    assertEvent(event, 'editor.removeBlock');
    const { entry, fieldId, list } = listAt(context, event)!;
    const removed = (list[event.index] as { id?: unknown } | undefined)?.id;
    // The entry itself stays on the server (other pages may link it); only the link goes.
    const next = withFields(context.entries, entry, { ...entry.fields, [fieldId]: removeAt(list, event.index) });
    return { ...undoStep(context, next), selectedId: context.selectedId === removed ? undefined : context.selectedId };
  },
  moveBlock: ({ context, event }: EditorArgs): ContextUpdate => {
    assertEvent(event, 'editor.moveBlock');
    const { entry, fieldId, list } = listAt(context, event)!;
    return undoStep(context, withFields(context.entries, entry, { ...entry.fields, [fieldId]: moveItem(list, event.from, event.to) }));
  },
  selectEntry: ({ event }: EditorArgs): ContextUpdate => {
    assertEvent(event, 'editor.select');
    return { selectedId: event.entryId };
  },
  registerFound: ({ context, event }: EditorArgs): ContextUpdate => {
    assertEvent(event, 'editor.register');
    const { entries, saved, assets } = withServerEntries(context, event.entries ?? []);
    return { entries, saved, assets: withAssets(withAssets(context.assets, assets), event.assets ?? []) };
  },
  undo: ({ context }: EditorArgs): ContextUpdate => ({
    entries: context.past.at(-1)!,
    past: context.past.slice(0, -1),
    future: [...context.future, context.entries],
    lastEdit: undefined,
  }),
  redo: ({ context }: EditorArgs): ContextUpdate => ({
    entries: context.future.at(-1)!,
    future: context.future.slice(0, -1),
    past: [...context.past, context.entries],
    lastEdit: undefined,
  }),
};

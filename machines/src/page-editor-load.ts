import { assertEvent } from 'xstate';
import { pageEditorMessages, type LoadedPage, type PageEditorContext, type PageEditorInput } from './page-editor-contract';
import { changedEntryIds, messageOf, serverBased, withAssets, type ContextUpdate, type EditorArgs } from './page-editor-drafts';

/**
 * The page editor's load flow: the context it starts with, and loading a page (again) into the
 * drafts. A page with unsaved changes loads again only when told to drop them.
 */

export function initialContext(input: PageEditorInput): PageEditorContext {
  return {
    blocksField: input.blocksField ?? 'sections',
    coalesceMs: input.coalesceMs ?? 1000,
    historyLimit: input.historyLimit ?? 200,
    now: input.now ?? Date.now,
    pageId: undefined,
    entries: {},
    saved: {},
    assets: {},
    past: [],
    future: [],
    lastEdit: undefined,
    selectedId: undefined,
    queue: [],
    inFlight: undefined,
    then: undefined,
    scheduleAt: undefined,
    cancellingId: undefined,
    conflict: undefined,
    error: undefined,
    notice: undefined,
    historyEntryId: undefined,
    history: [],
    scheduled: [],
  };
}

export const loadGuards = {
  canLoad: ({ context, event }: EditorArgs) => {
    assertEvent(event, 'editor.load');
    return event.discard === true || changedEntryIds(context).length === 0;
  },
  /** The answer holds the page asked for (a load answer without it is a failure). */
  hasPage: ({ context }: EditorArgs, { loaded }: { loaded: LoadedPage }) => loaded.entries.some((entry) => entry.id === context.pageId),
};

export const loadUpdates = {
  startLoad: ({ event }: EditorArgs): ContextUpdate => {
    assertEvent(event, 'editor.load');
    return { pageId: event.pageId };
  },
  /** The page as the server has it: fresh drafts, no undo history, nothing selected or pending. */
  recordLoaded: (_: EditorArgs, { loaded }: { loaded: LoadedPage }): ContextUpdate => {
    const { drafts, saved, assets } = serverBased(loaded.entries);
    return {
      entries: Object.fromEntries(drafts.map((entry) => [entry.id, entry])),
      saved,
      assets: withAssets(withAssets({}, assets), loaded.assets),
      scheduled: loaded.scheduled ?? [],
      past: [],
      future: [],
      lastEdit: undefined,
      selectedId: undefined,
      conflict: undefined,
      error: undefined,
      notice: undefined,
      history: [],
    };
  },
  /** The server's message, or a plain one (an answer without the page has none). */
  recordLoadFailure: (_: EditorArgs, params?: { error: unknown }): ContextUpdate => ({ error: messageOf(params?.error, pageEditorMessages.loadFailed) }),
};

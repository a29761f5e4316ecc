import { assertEvent } from 'xstate';
import { pageEditorMessages, type PageEditorContext, type ScheduledPublish } from './page-editor-contract';
import { hasUnpublished, rootOf, unpublishedIds, type ContextUpdate, type EditorArgs } from './page-editor-drafts';
import type { ServerEntry } from './page-editor-entries';
import { savingUpdates } from './page-editor-saving';

/**
 * The page editor's publishing flow: publish (after saving, every entry with unpublished changes,
 * children first), unpublish (the page only), and scheduling a publish at a future time (after
 * saving) or cancelling one.
 */

export const publishingGuards = {
  canPublish: ({ context }: EditorArgs) => hasUnpublished(context),
  isPublished: ({ context }: EditorArgs) => context.saved[rootOf(context)]?.publishedVersion !== undefined,
  canSchedule: ({ context, event }: EditorArgs) => {
    assertEvent(event, 'editor.schedule');
    return Date.parse(event.at) > context.now() && hasUnpublished(context);
  },
  hasScheduled: ({ context, event }: EditorArgs) => {
    assertEvent(event, 'editor.cancelSchedule');
    return context.scheduled.some((item) => item.id === event.scheduleId);
  },
};

/** The entry the publish actor publishes next, with its saved version. */
export const publishInput = (context: PageEditorContext) => ({ id: context.queue[0]!, version: context.saved[context.queue[0]!]!.version });

/** Unpublishing takes the page itself offline; the entries it links stay published (other pages may link them). */
export const unpublishInput = (context: PageEditorContext) => ({ id: rootOf(context), version: context.saved[rootOf(context)]!.version });

/** Every entry with unpublished changes (saved first), to be published at the chosen time. */
export const scheduleInput = (context: PageEditorContext) => ({
  at: context.scheduleAt!,
  entries: unpublishedIds(context).map((id) => ({ id, version: context.saved[id]!.version })),
});

/** The server's answer to a publish or unpublish, keeping the saved fields (the answer's are the server's form). */
function withPublishState(context: PageEditorContext, id: string, entry: ServerEntry) {
  return { ...context.saved, [id]: { ...entry, fields: context.saved[id]!.fields } };
}

export const publishingUpdates = {
  startPublish: (args: EditorArgs): ContextUpdate => ({ ...savingUpdates.startSave(args), then: 'publish' }),
  queuePublish: ({ context }: EditorArgs): ContextUpdate => ({ queue: unpublishedIds(context), then: undefined }),
  recordPublished: ({ context }: EditorArgs, { entry }: { entry: ServerEntry }): ContextUpdate => ({
    saved: withPublishState(context, context.queue[0]!, entry),
    queue: context.queue.slice(1),
  }),
  queueUnpublish: ({ context }: EditorArgs): ContextUpdate => ({ queue: [rootOf(context)], then: undefined }),
  recordUnpublished: ({ context }: EditorArgs, { entry }: { entry: ServerEntry }): ContextUpdate => ({
    saved: withPublishState(context, rootOf(context), entry),
    queue: [],
    notice: 'unpublished',
  }),
  startSchedule: (args: EditorArgs): ContextUpdate => {
    assertEvent(args.event, 'editor.schedule');
    return { ...savingUpdates.startSave(args), then: 'schedule', scheduleAt: new Date(args.event.at).toISOString() };
  },
  recordScheduled: ({ context }: EditorArgs, { scheduled }: { scheduled: ScheduledPublish[] }): ContextUpdate => {
    // A rescheduled action keeps its id: the new time replaces the old.
    const ids = new Set(scheduled.map((item) => item.id));
    return { scheduled: [...context.scheduled.filter((item) => !ids.has(item.id)), ...scheduled], then: undefined, notice: 'scheduled' };
  },
  startCancelSchedule: ({ event }: EditorArgs): ContextUpdate => {
    assertEvent(event, 'editor.cancelSchedule');
    return { error: undefined, notice: undefined, cancellingId: event.scheduleId };
  },
  recordCancelled: ({ context }: EditorArgs): ContextUpdate => ({
    scheduled: context.scheduled.filter((item) => item.id !== context.cancellingId),
    cancellingId: undefined,
    notice: 'unscheduled',
  }),
  recordCancelFailure: (args: EditorArgs, { error }: { error: unknown }): ContextUpdate => ({
    ...savingUpdates.recordFailure(args, { message: pageEditorMessages.scheduleFailed, error }),
    cancellingId: undefined,
  }),
};

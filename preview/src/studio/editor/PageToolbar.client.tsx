'use client';

import { useSelector } from '@xstate/react';
import type { PageStatus } from '@storefront/machines/pageEditor.machine';
import { select } from './editor-selectors';
import { EditorToolbar } from './EditorToolbar.client';
import type { PageEditorActor } from './use-page-editor-actor';

const NOTICES = { saved: 'Saved', published: 'Published', unpublished: 'Unpublished', scheduled: 'Scheduled', unscheduled: 'Schedule cancelled', restored: 'Restored' } as const;

export interface PageToolbarProps {
  actor: PageEditorActor;
  ready: boolean;
  dirty: boolean;
  status: PageStatus | undefined;
  /** The page on the live storefront (linked once it is published). */
  storefrontUrl: string | undefined;
  onSchedule(): void;
}

/** The editor's toolbar wired to its machine: what it may do now, and where things stand. */
export function PageToolbar({ actor, ready, dirty, status, storefrontUrl, onSchedule }: PageToolbarProps) {
  const busyText = useSelector(actor, select.busyText);
  const notice = useSelector(actor, select.notice);
  const can = {
    undo: useSelector(actor, select.canUndo),
    redo: useSelector(actor, select.canRedo),
    save: useSelector(actor, select.canSave),
    publish: useSelector(actor, select.canPublish),
    unpublish: useSelector(actor, select.canUnpublish),
    schedule: useSelector(actor, select.canScheduleAny),
    history: useSelector(actor, select.canOpenHistory),
  };
  const statusText = busyText ?? (notice ? NOTICES[notice] : dirty ? 'Unsaved changes' : ready ? 'No unsaved changes' : '');
  return (
    <EditorToolbar
      statusText={statusText}
      can={can}
      busy={busyText !== undefined}
      storefrontUrl={status && status !== 'draft' ? storefrontUrl : undefined}
      onUndo={() => actor.send({ type: 'editor.undo' })}
      onRedo={() => actor.send({ type: 'editor.redo' })}
      onSave={() => actor.send({ type: 'editor.save' })}
      onPublish={() => actor.send({ type: 'editor.publish' })}
      onUnpublish={() => actor.send({ type: 'editor.unpublish' })}
      onSchedule={onSchedule}
      onHistory={() => actor.send({ type: 'editor.history' })}
    />
  );
}

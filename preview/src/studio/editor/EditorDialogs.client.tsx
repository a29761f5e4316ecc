'use client';

import { useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { ownName } from './block-names';
import { ConflictDialog } from './ConflictDialog.client';
import { editorRegistry, fieldLabel } from './editor-registry';
import { select } from './editor-selectors';
import { HistoryDialog } from './HistoryDialog.client';
import { ScheduleDialog } from './ScheduleDialog.client';
import type { PageEditorActor } from './use-page-editor-actor';

export interface EditorDialogsProps {
  actor: PageEditorActor;
  /** The schedule dialog is opened from the toolbar. */
  scheduleOpen: boolean;
  onScheduleClose(): void;
}

/** The conflict, history and schedule dialogs, each open while the machine (or the toolbar) says so. */
export function EditorDialogs({ actor, scheduleOpen, onScheduleClose }: EditorDialogsProps) {
  const conflict = useSelector(actor, select.conflict);
  const entries = useSelector(actor, select.entriesInConflict);
  const historyOpen = useSelector(actor, select.isHistoryOpen);
  const historyLoading = useSelector(actor, select.isHistoryLoading);
  const restoring = useSelector(actor, select.isRestoring);
  const history = useSelector(actor, select.history);
  const error = useSelector(actor, select.error);
  const scheduling = useSelector(actor, select.isScheduleUnderWay);
  const notice = useSelector(actor, select.notice);

  // The schedule dialog closes once scheduling is done (the machine is back to editing).
  const wasScheduling = useRef(false);
  useEffect(() => {
    if (wasScheduling.current && !scheduling && notice === 'scheduled') onScheduleClose();
    wasScheduling.current = scheduling;
  }, [scheduling, notice, onScheduleClose]);

  const nameOf = (entryId: string) => {
    const entry = entries?.[entryId];
    return entry ? ownName(editorRegistry, entry) : undefined;
  };

  return (
    <>
      <ConflictDialog
        conflict={conflict}
        registry={editorRegistry}
        fieldLabel={fieldLabel}
        nameOf={nameOf}
        onKeepMine={() => actor.send({ type: 'editor.keepMine' })}
        onTakeTheirs={() => actor.send({ type: 'editor.takeTheirs' })}
      />
      <HistoryDialog
        open={historyOpen}
        loading={historyLoading}
        restoring={restoring}
        versions={history}
        error={historyOpen ? error : undefined}
        onRestore={(snapshotId) => actor.send({ type: 'editor.restore', snapshotId })}
        onClose={() => actor.send({ type: 'editor.closeHistory' })}
      />
      <ScheduleDialog
        open={scheduleOpen}
        busy={scheduling}
        canScheduleAt={(value) => {
          const at = new Date(value);
          return !Number.isNaN(at.getTime()) && select.canSchedule(actor.getSnapshot(), at.toISOString());
        }}
        onSchedule={(value) => actor.send({ type: 'editor.schedule', at: new Date(value).toISOString() })}
        onClose={onScheduleClose}
      />
    </>
  );
}

'use client';

import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { waitFor } from 'xstate';
import studio from '../studio.module.css';
import { select } from './editor-selectors';
import styles from './editor.module.css';
import type { PageEditorActor } from './use-page-editor-actor';

const timeFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

/** The last failure (the machine's, or one the screen met itself) until dismissed; the history dialog shows its own. */
export function ErrorBar({ actor, localError, onDismiss }: { actor: PageEditorActor; localError: string | undefined; onDismiss(): void }) {
  const error = useSelector(actor, select.error);
  const historyOpen = useSelector(actor, select.isHistoryOpen);
  const shownError = error ?? localError;
  if (!shownError || historyOpen) return null;
  return (
    <div role="alert" className={styles.errorBar}>
      <span>{shownError}</span>
      <button
        type="button"
        className={studio.buttonQuiet}
        onClick={() => {
          onDismiss();
          actor.send({ type: 'editor.dismiss' });
        }}
      >
        Dismiss
      </button>
    </div>
  );
}

/** Publishing already scheduled, one line per time, each with its cancel button. */
export function ScheduleBar({ actor }: { actor: PageEditorActor }) {
  const scheduled = useSelector(actor, select.scheduled);
  const busy = useSelector(actor, select.isBusy);
  const groups = useMemo(() => {
    const byTime = new Map<string, string[]>();
    for (const item of scheduled) byTime.set(item.at, [...(byTime.get(item.at) ?? []), item.id]);
    return [...byTime.entries()].sort(([a], [b]) => a.localeCompare(b));
  }, [scheduled]);

  // One time may hold several entries' actions: they are cancelled in turn, stopping at a failure.
  const cancelSchedules = async (ids: readonly string[]) => {
    for (const scheduleId of ids) {
      actor.send({ type: 'editor.cancelSchedule', scheduleId });
      await waitFor(actor, (snapshot) => select.activity(snapshot) !== 'cancellingSchedule');
      if (select.error(actor.getSnapshot())) return;
    }
  };

  if (groups.length === 0) return null;
  return (
    <div className={styles.scheduleBar}>
      {groups.map(([at, ids]) => (
        <span key={at} className={styles.scheduleItem}>
          <span>
            Scheduled to publish on <time dateTime={at}>{timeFormat.format(new Date(at))}</time>
          </span>
          <button type="button" className={studio.buttonQuiet} disabled={busy} onClick={() => void cancelSchedules(ids)}>
            Cancel schedule
          </button>
        </span>
      ))}
    </div>
  );
}

/** The page could not be loaded: why, and a way to try again. */
export function LoadFailed({ actor, pageId }: { actor: PageEditorActor; pageId: string }) {
  const error = useSelector(actor, select.error);
  return (
    <div className={styles.loadFailed}>
      <p role="alert" className={studio.alert}>
        {error ?? 'The page could not be loaded.'}
      </p>
      <button type="button" className={studio.button} onClick={() => actor.send({ type: 'editor.load', pageId })}>
        Try again
      </button>
    </div>
  );
}

'use client';

import { useId, useState } from 'react';
import { useModal } from '../use-modal';
import studio from '../studio.module.css';

export interface ScheduleDialogProps {
  open: boolean;
  busy: boolean;
  /** Whether publishing at this `datetime-local` value can be scheduled (future, something to publish). */
  canScheduleAt(value: string): boolean;
  onSchedule(value: string): void;
  onClose(): void;
  /** The current time, for the input's minimum (tests pass their own). */
  now?: () => Date;
}

/** "2025-05-01T10:00" in the editor's time zone: what datetime-local inputs take. */
export function localInputValue(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** Picks when the page (saved first) goes live; the time is the editor's local time. */
export function ScheduleDialog({ open, busy, canScheduleAt, onSchedule, onClose, now = () => new Date() }: ScheduleDialogProps) {
  const ref = useModal(open);
  const id = useId();
  const [value, setValue] = useState('');
  const [tried, setTried] = useState(false);
  const valid = value !== '' && canScheduleAt(value);
  const message = value === '' ? 'Choose a date and time.' : 'Choose a time in the future (and make sure there is something to publish).';
  return (
    <dialog
      ref={ref}
      className={studio.dialog}
      aria-labelledby={`${id}-title`}
      onCancel={(event) => {
        event.preventDefault();
        if (!busy) onClose();
      }}
    >
      {open ? (
        <form
          // Our own messages (future time, something to publish) instead of the browser's bubbles.
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            setTried(true);
            if (valid) onSchedule(value);
          }}
        >
          <div className={studio.dialogBody}>
            <h2 id={`${id}-title`} className={studio.dialogTitle}>
              Schedule publish
            </h2>
            <p className={studio.dialogText}>Your changes are saved now and the page goes live at the time you choose.</p>
            <div className={studio.field}>
              <label className={studio.label} htmlFor={`${id}-at`}>
                Publish at
              </label>
              <input
                id={`${id}-at`}
                className={studio.input}
                type="datetime-local"
                value={value}
                min={localInputValue(now())}
                onChange={(event) => setValue(event.target.value)}
                aria-invalid={tried && !valid}
                aria-describedby={tried && !valid ? `${id}-error` : `${id}-hint`}
                required
              />
              {tried && !valid ? (
                <span id={`${id}-error`} className={studio.fieldError}>
                  {message}
                </span>
              ) : (
                <span id={`${id}-hint`} className={studio.hint}>
                  In your time zone ({Intl.DateTimeFormat().resolvedOptions().timeZone}).
                </span>
              )}
            </div>
          </div>
          <div className={studio.dialogFooter}>
            <button type="button" className={studio.button} onClick={onClose} disabled={busy}>
              Cancel
            </button>
            <button type="submit" className={studio.buttonPrimary} disabled={busy}>
              {busy ? 'Scheduling…' : 'Schedule'}
            </button>
          </div>
        </form>
      ) : null}
    </dialog>
  );
}

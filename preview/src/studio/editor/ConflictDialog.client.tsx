'use client';

import { useId } from 'react';
import type { ConflictDetails } from '@storefront/machines/pageEditor.machine';
import { useModal } from '../use-modal';
import studio from '../studio.module.css';
import { ownName, typeLabel, type NamingRegistry } from './block-names';
import { describeValue } from './describe-value';
import styles from './editor.module.css';

export interface ConflictDialogProps {
  conflict: ConflictDetails | undefined;
  registry: NamingRegistry;
  /** Field labels of a content type, by field id. */
  fieldLabel(contentType: string, fieldId: string): string;
  /** An entry's name, for links shown in either version. */
  nameOf(entryId: string): string | undefined;
  onKeepMine(): void;
  onTakeTheirs(): void;
}

const timeFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

/**
 * A save (or publish) was refused because someone else changed the entry since it was opened:
 * both versions of every field that differs, side by side, and the editor chooses. Nothing is
 * lost either way: keeping theirs can be undone.
 */
export function ConflictDialog({ conflict, registry, fieldLabel, nameOf, onKeepMine, onTakeTheirs }: ConflictDialogProps) {
  const ref = useModal(conflict !== undefined);
  const id = useId();
  const updated = conflict?.theirs.updatedAt ? timeFormat.format(new Date(conflict.theirs.updatedAt)) : undefined;
  return (
    <dialog
      ref={ref}
      role="alertdialog"
      className={`${studio.dialog} ${styles.wideDialog}`}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      // Escape must not dismiss it: the editor has to choose a version.
      onCancel={(event) => event.preventDefault()}
    >
      {conflict ? (
        <>
          <div className={studio.dialogBody}>
            <h2 id={`${id}-title`} className={studio.dialogTitle}>
              Someone else changed this page
            </h2>
            <p id={`${id}-text`} className={studio.dialogText}>
              {typeLabel(registry, conflict.contentType)} “{ownName(registry, conflict.theirs) ?? nameOf(conflict.entryId) ?? conflict.entryId}” was saved by someone else
              {updated ? ` at ${updated}` : ''} (now version {conflict.theirVersion}; you started from version {conflict.myVersion ?? '—'}). Choose which
              version to keep. Taking theirs can be undone.
            </p>
            <table className={styles.compare}>
              <thead>
                <tr>
                  <th scope="col">Field</th>
                  <th scope="col">Their version</th>
                  <th scope="col">Your version</th>
                </tr>
              </thead>
              <tbody>
                {conflict.differingFields.length === 0 ? (
                  <tr>
                    <td colSpan={3}>The fields are the same; only the version number moved on.</td>
                  </tr>
                ) : (
                  conflict.differingFields.map((fieldId) => (
                    <tr key={fieldId}>
                      <th scope="row">{fieldLabel(conflict.contentType, fieldId)}</th>
                      <td>{describeValue(conflict.theirs.fields[fieldId], registry, nameOf)}</td>
                      <td>{describeValue(conflict.mine?.fields[fieldId], registry, nameOf)}</td>
                    </tr>
                  ))
                )}
              </tbody>
            </table>
          </div>
          <div className={studio.dialogFooter}>
            <button type="button" className={studio.button} onClick={onTakeTheirs}>
              Take theirs
            </button>
            <button type="button" className={studio.buttonPrimary} onClick={onKeepMine} autoFocus>
              Keep mine
            </button>
          </div>
        </>
      ) : null}
    </dialog>
  );
}

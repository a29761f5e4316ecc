'use client';

import { useSelector } from '@xstate/react';
import { EntryForm } from '../../forms/EntryForm';
import type { FieldTarget } from '../../forms/entries';
import studio from '../studio.module.css';
import { ownName, typeLabel } from './block-names';
import { editorRegistry, modelOf, pageSettingsModel } from './editor-registry';
import { select } from './editor-selectors';
import styles from './editor.module.css';
import type { FormActions } from './use-form-actions';
import type { PageEditorActor } from './use-page-editor-actor';

export interface FormColumnProps {
  actor: PageEditorActor;
  pageId: string;
  /** The field to focus (click-to-edit, a new block's first field). */
  focusTarget: FieldTarget | undefined;
  highlight: (entryId: string | undefined) => void;
  actions: FormActions;
}

/** The selected block's form, or the page's own fields when no block is selected. */
export function FormColumn({ actor, pageId, focusTarget, highlight, actions }: FormColumnProps) {
  const selectedEntry = useSelector(actor, select.selectedEntry);
  const pageEntry = useSelector(actor, (snapshot) => select.pageEntry(snapshot, pageId));
  const busy = useSelector(actor, select.isBusy);
  const selectedModel = selectedEntry ? modelOf(selectedEntry.contentType) : undefined;
  const { onChange, undo, redo, uploadAsset, searchEntries } = actions;

  return (
    <section className={styles.formColumn} aria-label={selectedEntry ? 'Block settings' : 'Page settings'}>
      {selectedEntry && selectedModel ? (
        <>
          <FormHead
            kind={typeLabel(editorRegistry, selectedEntry.contentType)}
            title={ownName(editorRegistry, selectedEntry) ?? 'Untitled'}
            onClose={() => actor.send({ type: 'editor.select', entryId: undefined })}
          />
          <EntryForm
            key={selectedEntry.id}
            model={selectedModel}
            entry={selectedEntry}
            registry={editorRegistry}
            onChange={onChange}
            onUndo={undo}
            onRedo={redo}
            uploadAsset={uploadAsset}
            searchEntries={searchEntries}
            onFieldFocus={(target) => highlight(target.entryId)}
            onEntryHover={(entryId) => highlight(entryId ?? selectedEntry.id)}
            focusTarget={focusTarget}
            readOnly={busy}
          />
        </>
      ) : selectedEntry ? (
        <p className={studio.alert}>There is no form for content type “{selectedEntry.contentType}”.</p>
      ) : pageEntry && pageSettingsModel ? (
        <>
          <FormHead kind="Page" title="Page settings" />
          <EntryForm
            key={pageEntry.id}
            model={pageSettingsModel}
            entry={pageEntry}
            registry={editorRegistry}
            onChange={onChange}
            onUndo={undo}
            onRedo={redo}
            onFieldFocus={(target) => highlight(target.entryId === pageEntry.id ? undefined : target.entryId)}
            focusTarget={focusTarget}
            readOnly={busy}
          />
        </>
      ) : (
        <p className={styles.muted}>Loading…</p>
      )}
    </section>
  );
}

/** The form column's heading: what kind of entry, its name, and a close button when it can close. */
function FormHead({ kind, title, onClose }: { kind: string; title: string; onClose?: () => void }) {
  return (
    <div className={styles.formHead}>
      <div>
        <div className={styles.formKind}>{kind}</div>
        <h2 className={styles.formTitle}>{title}</h2>
      </div>
      {onClose ? (
        <button type="button" className={studio.buttonQuiet} onClick={onClose}>
          Close
        </button>
      ) : null}
    </div>
  );
}

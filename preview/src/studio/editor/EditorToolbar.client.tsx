'use client';

import studio from '../studio.module.css';
import styles from './editor.module.css';

export interface EditorToolbarProps {
  /** The last action's outcome or what is under way ("Saved", "Publishing…"). */
  statusText: string;
  can: { undo: boolean; redo: boolean; save: boolean; publish: boolean; unpublish: boolean; schedule: boolean; history: boolean };
  busy: boolean;
  storefrontUrl: string | undefined;
  onUndo(): void;
  onRedo(): void;
  onSave(): void;
  onPublish(): void;
  onUnpublish(): void;
  onSchedule(): void;
  onHistory(): void;
}

function UndoIcon({ flip = false }: { flip?: boolean }) {
  return (
    <svg viewBox="0 0 16 16" width="15" height="15" fill="none" stroke="currentColor" strokeWidth="1.6" aria-hidden="true" style={flip ? { transform: 'scaleX(-1)' } : undefined}>
      <path d="M5.5 3.5 2.5 6.5l3 3" />
      <path d="M2.8 6.5h6.7a4 4 0 0 1 0 8H7" />
    </svg>
  );
}

/** The editor's actions: history of edits, saving, going live, and where things stand. */
export function EditorToolbar({ statusText, can, busy, storefrontUrl, onUndo, onRedo, onSave, onPublish, onUnpublish, onSchedule, onHistory }: EditorToolbarProps) {
  return (
    <div className={styles.toolbar} role="toolbar" aria-label="Page actions">
      <div className={styles.toolGroup}>
        <button type="button" className={styles.iconButton} aria-label="Undo" title="Undo (Ctrl+Z)" disabled={!can.undo} onClick={onUndo}>
          <UndoIcon />
        </button>
        <button type="button" className={styles.iconButton} aria-label="Redo" title="Redo (Ctrl+Shift+Z)" disabled={!can.redo} onClick={onRedo}>
          <UndoIcon flip />
        </button>
      </div>
      <div className={styles.statusArea}>
        <span role="status" className={styles.statusText} data-busy={busy}>
          {statusText}
        </span>
      </div>
      <div className={styles.toolGroup}>
        {storefrontUrl ? (
          <a className={studio.buttonQuiet} href={storefrontUrl} target="_blank" rel="noopener noreferrer">
            Open on storefront
          </a>
        ) : null}
        <button type="button" className={studio.buttonQuiet} disabled={!can.history} onClick={onHistory}>
          History
        </button>
        <button type="button" className={studio.button} disabled={!can.unpublish} onClick={onUnpublish}>
          Unpublish
        </button>
        <button type="button" className={studio.button} disabled={!can.schedule} onClick={onSchedule}>
          Schedule publish
        </button>
        <button type="button" className={studio.button} disabled={!can.save} onClick={onSave}>
          Save draft
        </button>
        <button type="button" className={studio.buttonPrimary} disabled={!can.publish} onClick={onPublish}>
          Publish
        </button>
      </div>
    </div>
  );
}

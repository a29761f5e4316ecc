'use client';

import { useSelector } from '@xstate/react';
import type { PageStatus } from '@storefront/machines/pageEditor.machine';
import type { FieldTarget } from '../../forms/entries';
import { StatusBadge } from '../StatusBadge';
import studio from '../studio.module.css';
import type { PaletteItem } from '../types';
import { firstFieldId } from './editor-registry';
import { select } from './editor-selectors';
import styles from './editor.module.css';
import { MemoBlockPalette, MemoSectionList, sameItems } from './memo-parts';
import type { PageEditorActor } from './use-page-editor-actor';

export interface StructureColumnProps {
  actor: PageEditorActor;
  pageId: string;
  /** Where the storefront serves the page now (until its slug is edited). */
  pagePath: string;
  siteName: string;
  palette: readonly PaletteItem[];
  ready: boolean;
  status: PageStatus | undefined;
  /** The block the pointer is over in the preview. */
  hoveredId: string | undefined;
  highlight: (entryId: string | undefined) => void;
  focusField: (target: FieldTarget) => void;
}

/** The page's card, its sections (sortable) with "Page settings", and the block palette. */
export function StructureColumn({ actor, pageId, pagePath, siteName, palette, ready, status, hoveredId, highlight, focusField }: StructureColumnProps) {
  const items = useSelector(actor, (snapshot) => select.sectionItems(snapshot, pageId), sameItems);
  const selectedId = useSelector(actor, select.selectedId);
  const busy = useSelector(actor, select.isBusy);
  const livePath = useSelector(actor, (snapshot) => select.livePath(snapshot, pageId, pagePath));

  // At the end of the list as it is when clicked (the memoised palette keeps an older callback).
  const addBlock = (contentType: string) => {
    actor.send({ type: 'editor.addBlock', contentType, index: select.blockIds(actor.getSnapshot()).length });
    const added = actor.getSnapshot().context.selectedId;
    const first = firstFieldId(contentType);
    if (added && first) focusField({ entryId: added, fieldId: first });
  };

  return (
    <aside className={styles.structure} aria-label="Page structure">
      <div className={styles.pageCard} data-testid="page-header">
        <div className={styles.pageCardRow}>
          <span className={styles.pageSite}>{siteName}</span>
          {status ? <StatusBadge status={status} /> : null}
        </div>
        <code className={styles.pagePath}>{livePath}</code>
      </div>
      <div className={styles.panelHead}>
        <h2 className={styles.panelTitle}>Sections</h2>
        <button type="button" className={studio.buttonQuiet} aria-pressed={selectedId === undefined} onClick={() => actor.send({ type: 'editor.select', entryId: undefined })}>
          Page settings
        </button>
      </div>
      {ready ? (
        <MemoSectionList
          items={items}
          selectedId={selectedId}
          hoveredId={hoveredId}
          disabled={busy}
          onSelect={(entryId) => actor.send({ type: 'editor.select', entryId })}
          onRemove={(index) => actor.send({ type: 'editor.removeBlock', index })}
          onMove={(from, to) => actor.send({ type: 'editor.moveBlock', from, to })}
          onHover={(entryId) => highlight(entryId ?? selectedId)}
        />
      ) : (
        <p className={styles.muted}>Loading the page…</p>
      )}
      <h2 className={`${styles.panelTitle} ${styles.paletteTitle}`}>Add a block</h2>
      <div className={styles.palette}>
        <MemoBlockPalette items={palette} label="Block palette" onAdd={ready ? addBlock : undefined} />
      </div>
    </aside>
  );
}

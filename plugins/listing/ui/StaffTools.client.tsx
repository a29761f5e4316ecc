'use client';

import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { ProductSelectionContext, ProductSelectionEvent } from '@storefront/machines/productSelection.machine';
import { productSelectionBeforeStart, productSelectionSelectors } from '@storefront/machines/productSelection.selectors';
import { useLazyActor } from '../../shared/use-lazy-actor';
import { exportableProducts, productExportCsv, productExportFileName } from '../rules/staff-tools';
import { CardSelectionContext, createLoadedStore, LoadedContext, SettingsContext, type CardSelection, type LoadedProducts, type StaffToolsSettings } from './staff-tools-context.client';
import { readSavedKeys } from './product-selection-storage';
import styles from './StaffTools.module.css';

/** What the staff bar reads of the selection machine's snapshot (its starting one before it loads). */
interface SelectionSnapshot {
  context: ProductSelectionContext;
  matches(state: 'idle' | 'copying' | 'copied' | 'copyFailed'): boolean;
  can(event: { type: 'selection.copy' }): boolean;
}

export type { StaffToolsSettings } from './staff-tools-context.client';

type Selection = ReturnType<typeof useSelection>;

const SelectionContext = createContext<Selection | null>(null);

/**
 * The admin selection: its machine loads once the page has hydrated (only viewers with the staff
 * tools get this provider) and restores what the browser saved; until then nothing is selected,
 * as the server rendered it.
 */
function useSelection(selectionKey: string) {
  const lazy = useLazyActor<SelectionSnapshot, ProductSelectionEvent>(() => import('./product-selection-actor').then(({ startProductSelection }) => startProductSelection(selectionKey)));
  const { send } = lazy;
  useEffect(() => {
    send({ type: 'selection.restore', keys: readSavedKeys(selectionKey) });
  }, [selectionKey, send]);
  return { snapshot: lazy.snapshot ?? productSelectionBeforeStart, send };
}

/** The selection as the cards read it. */
function useCardSelection({ snapshot, send }: Selection): CardSelection {
  return useMemo(
    () => ({ isSelected: (productKey) => productSelectionSelectors.isSelected(snapshot, productKey), toggle: (productKey) => send({ type: 'selection.toggle', key: productKey }) }),
    [snapshot, send],
  );
}

/** Around a listing page: the staff and admin tools' settings, the loaded products and the selection. */
export function StaffToolsProvider({ settings, children }: { settings: StaffToolsSettings; children: ReactNode }) {
  const [loaded] = useState(createLoadedStore);
  const selection = useSelection(settings.selectionKey);
  const cardSelection = useCardSelection(selection);
  return (
    <SettingsContext.Provider value={settings}>
      <LoadedContext.Provider value={loaded}>
        <SelectionContext.Provider value={selection}>
          <CardSelectionContext.Provider value={cardSelection}>{children}</CardSelectionContext.Provider>
        </SelectionContext.Provider>
      </LoadedContext.Provider>
    </SettingsContext.Provider>
  );
}

/** product-export.csv, made in the browser from the loaded products and downloaded (L §6). */
function downloadExport(loaded: LoadedProducts): void {
  const csv = productExportCsv(exportableProducts(loaded.products, loaded.selectedSizes), window.location.origin);
  // The byte-order mark makes spreadsheet apps read the names as UTF-8.
  const url = URL.createObjectURL(new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = productExportFileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started from the URL; let it go once the click has been handled.
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

function SelectionControls({ selection }: { selection: Selection }) {
  const { snapshot, send } = selection;
  const count = productSelectionSelectors.keys(snapshot).length;
  const copyLabel = productSelectionSelectors.showsCopied(snapshot) ? 'Copied' : productSelectionSelectors.showsCopyFailed(snapshot) ? 'Copy failed' : 'Copy selected keys';
  return (
    <>
      <span className={styles.count} aria-live="polite" data-testid="selection-count">
        {count} selected
      </span>
      <button type="button" className={styles.button} disabled={!snapshot.can({ type: 'selection.copy' })} onClick={() => send({ type: 'selection.copy' })}>
        {copyLabel}
      </button>
      <button type="button" className={styles.button} disabled={count === 0} onClick={() => send({ type: 'selection.clear' })}>
        Clear selection
      </button>
    </>
  );
}

/** The listing's staff bar: Export Products, Edit Page Content, and the admin selection's actions. */
export function StaffToolbar() {
  const settings = useContext(SettingsContext);
  const loaded = useContext(LoadedContext);
  const selection = useContext(SelectionContext);
  if (!settings || !loaded || !selection || (!settings.staff && !settings.productSelection)) return null;
  return (
    <section className={styles.toolbar} aria-label="Staff tools" data-testid="staff-tools">
      <span className={styles.label}>Staff tools</span>
      {settings.staff ? (
        <button type="button" className={styles.button} onClick={() => downloadExport(loaded.read())}>
          Export Products
        </button>
      ) : null}
      {settings.staff && settings.editHref ? (
        <a className={styles.button} href={settings.editHref} target="_blank" rel="noopener noreferrer">
          Edit Page Content
        </a>
      ) : null}
      {settings.productSelection ? <SelectionControls selection={selection} /> : null}
    </section>
  );
}


'use client';

import { useMachine } from '@xstate/react';
import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { fromPromise } from 'xstate';
import { productSelectionMachine, productSelectionSelectors } from '@storefront/machines/productSelection.machine';
import { cardBadges } from '../../shared/product/rules/badges';
import type { ListingProduct } from '../rules/listing-product';
import { exportableProducts, productExportCsv, productExportFileName } from '../rules/staff-tools';
import styles from './StaffTools.module.css';

/** What the site decided, per request and server-side, this viewer gets on a listing (L §6). */
export interface StaffToolsSettings {
  /** On the office network: Export Products and Edit Page Content. */
  staff: boolean;
  /** The listing content's CMS entry for editing; no link without one. */
  editHref: string | undefined;
  /** The admin config's 'Selected' toggle on cards. */
  productSelection: boolean;
  /** The admin config's preview badges on cards (preview mode). */
  previewBadges: boolean;
  /** Names this listing's saved selection in the browser. */
  selectionKey: string;
}

interface LoadedProducts {
  products: readonly ListingProduct[];
  selectedSizes: readonly string[];
}

type Selection = ReturnType<typeof useSelection>;

const SettingsContext = createContext<StaffToolsSettings | null>(null);
/** A stable holder the grid writes its loaded products into; read only when exporting (no re-renders). */
interface LoadedStore {
  read(): LoadedProducts;
  write(loaded: LoadedProducts): void;
}
const LoadedContext = createContext<LoadedStore | null>(null);

function createLoadedStore(): LoadedStore {
  let loaded: LoadedProducts = { products: [], selectedSizes: [] };
  return {
    read: () => loaded,
    write: (next) => {
      loaded = next;
    },
  };
}
const SelectionContext = createContext<Selection | null>(null);

const STORAGE_PREFIX = 'sf-product-selection:';

function readSavedKeys(selectionKey: string): string[] {
  try {
    const saved: unknown = JSON.parse(window.localStorage.getItem(STORAGE_PREFIX + selectionKey) ?? '[]');
    return Array.isArray(saved) ? saved.filter((key): key is string => typeof key === 'string') : [];
  } catch {
    // Storage blocked or an unreadable value: start with nothing selected.
    return [];
  }
}

function saveKeys(selectionKey: string, keys: readonly string[]): void {
  try {
    if (keys.length === 0) window.localStorage.removeItem(STORAGE_PREFIX + selectionKey);
    else window.localStorage.setItem(STORAGE_PREFIX + selectionKey, JSON.stringify(keys));
  } catch {
    // Storage blocked (private mode): the selection lasts as long as the page.
  }
}

function useSelection(selectionKey: string) {
  const [snapshot, send] = useMachine(
    productSelectionMachine.provide({
      actors: { copyKeys: fromPromise<void, { text: string }>(({ input }) => navigator.clipboard.writeText(input.text)) },
      actions: { persist: (_, params: { keys: string[] }) => saveKeys(selectionKey, params.keys) },
    }),
    { input: {} },
  );
  // The browser's storage exists only after hydration; the server rendered nothing selected.
  useEffect(() => {
    send({ type: 'selection.restore', keys: readSavedKeys(selectionKey) });
  }, [selectionKey, send]);
  return { snapshot, send };
}

/** Around a listing page: the staff and admin tools' settings, the loaded products and the selection. */
export function StaffToolsProvider({ settings, children }: { settings: StaffToolsSettings; children: ReactNode }) {
  const [loaded] = useState(createLoadedStore);
  const selection = useSelection(settings.selectionKey);
  return (
    <SettingsContext.Provider value={settings}>
      <LoadedContext.Provider value={loaded}>
        <SelectionContext.Provider value={selection}>{children}</SelectionContext.Provider>
      </LoadedContext.Provider>
    </SettingsContext.Provider>
  );
}

/** The grid reports every product it has loaded (all pages), for the export. A no-op without staff tools. */
export function useReportLoadedProducts(products: readonly ListingProduct[], selectedSizes: readonly string[]): void {
  const loaded = useContext(LoadedContext);
  useEffect(() => {
    loaded?.write({ products, selectedSizes });
  }, [loaded, products, selectedSizes]);
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

/** On a listing card: the preview badges and the 'Selected' toggle, when the admin config turns them on. */
export function CardStaffTools({ productKey, productName }: { productKey: string; productName: string }) {
  const settings = useContext(SettingsContext);
  const selection = useContext(SelectionContext);
  const previewBadge = useMemo(() => cardBadges([], { area: 'PLP', categorySlugs: [], previewMode: settings?.previewBadges }).previewBadge, [settings?.previewBadges]);
  if (!settings || !selection) return null;
  const selected = productSelectionSelectors.isSelected(selection.snapshot, productKey);
  return (
    <>
      {previewBadge ? (
        <span className={styles.previewBadges} data-testid="preview-badge">
          <span className={styles.previewBadge}>{previewBadge.text1}</span>
          <span className={styles.keyBadge}>{productKey}</span>
        </span>
      ) : null}
      {settings.productSelection ? (
        <label className={styles.select}>
          <input type="checkbox" checked={selected} onChange={() => selection.send({ type: 'selection.toggle', key: productKey })} aria-label={`Selected: ${productName}`} />
          <span aria-hidden="true">Selected</span>
        </label>
      ) : null}
    </>
  );
}

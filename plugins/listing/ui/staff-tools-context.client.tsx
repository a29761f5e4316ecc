'use client';

import { createContext, lazy, Suspense, useContext, useEffect } from 'react';
import type { GridProduct } from '../rules/browser-listing';

/**
 * What a listing's grid and cards read of the staff and admin tools: free of the selection
 * machine, which loads with the tools (StaffTools.client) only where a viewer gets them.
 */
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

export interface LoadedProducts {
  products: readonly GridProduct[];
  selectedSizes: readonly string[];
}

/** The admin selection as cards use it. */
export interface CardSelection {
  isSelected(productKey: string): boolean;
  toggle(productKey: string): void;
}

export const SettingsContext = createContext<StaffToolsSettings | null>(null);
/** A stable holder the grid writes its loaded products into; read only when exporting (no re-renders). */
export interface LoadedStore {
  read(): LoadedProducts;
  write(loaded: LoadedProducts): void;
}
export const LoadedContext = createContext<LoadedStore | null>(null);

export function createLoadedStore(): LoadedStore {
  let loaded: LoadedProducts = { products: [], selectedSizes: [] };
  return {
    read: () => loaded,
    write: (next) => {
      loaded = next;
    },
  };
}
export const CardSelectionContext = createContext<CardSelection | null>(null);


/** The grid reports every product it has loaded (all pages), for the export. A no-op without staff tools. */
export function useReportLoadedProducts(products: readonly GridProduct[], selectedSizes: readonly string[]): void {
  const loaded = useContext(LoadedContext);
  useEffect(() => {
    loaded?.write({ products, selectedSizes });
  }, [loaded, products, selectedSizes]);
}

// The card's staff controls load only where a viewer has the tools (the provider is mounted in
// the browser, for staff: LazyStaffTools.client); a shopper's page never carries their code.
const CardStaffToolsPanel = lazy(() => import('./CardStaffToolsPanel.client').then(({ CardStaffToolsPanel }) => ({ default: CardStaffToolsPanel })));

/** On a listing card: the preview badges and the 'Selected' toggle, when the admin config turns them on. */
export function CardStaffTools(props: { productKey: string; productName: string }) {
  const settings = useContext(SettingsContext);
  if (!settings) return null;
  return (
    <Suspense fallback={null}>
      <CardStaffToolsPanel {...props} />
    </Suspense>
  );
}

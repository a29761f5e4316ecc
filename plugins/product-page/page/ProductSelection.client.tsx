'use client';

import { createContext, startTransition, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';

/**
 * The colour the product page shows, shared by the buy box and the gallery slot. The page is
 * cached the same for every link to it, so the server draws the default colour; the link's
 * ?colour= and ?size= (P §2) are read here, in the browser, once the page has hydrated.
 */
interface ProductSelection {
  colour: string;
  setColour(colour: string): void;
  /** The link's ?size=, once read (undefined before hydration or when absent). */
  requestedSize: string | undefined;
  /** The link's ?colour= when it names a colour of this product; undefined until read. */
  requestedColour: string | undefined;
  /** True once the link's query has been read. */
  linkRead: boolean;
}

const SelectionContext = createContext<ProductSelection | null>(null);

export function useProductSelection(): ProductSelection {
  const value = useContext(SelectionContext);
  if (!value) throw new Error('useProductSelection outside ProductSelectionProvider');
  return value;
}

/** A colour not among the product's falls back to the default colour (P §2). */
export function requestedFromLink(search: string, colours: readonly string[]): { colour: string | undefined; size: string | undefined } {
  const params = new URLSearchParams(search);
  const colour = params.get('colour')?.trim();
  const size = params.get('size')?.trim();
  return { colour: colour && colours.includes(colour) ? colour : undefined, size: size || undefined };
}

export function ProductSelectionProvider({ defaultColour, colours, children }: { defaultColour: string; colours: readonly string[]; children: ReactNode }) {
  // The link's query: null in the server's HTML and while hydrating, then the browser's. Read in a
  // transition after hydration, not as an external store's browser value: that would re-render the
  // buy box, gallery and every reader synchronously inside the hydration's commit (linkRead gates
  // what must wait for it).
  const [search, setSearch] = useState<string | null>(null);
  useEffect(() => {
    startTransition(() => setSearch(window.location.search));
  }, []);
  const [chosen, setChosen] = useState<string>();
  const link = useMemo(() => (search === null ? undefined : requestedFromLink(search, colours)), [search, colours]);
  const colour = chosen ?? link?.colour ?? defaultColour;
  const setColour = useCallback((next: string) => {
    setChosen(next);
    // The address follows the colour, so a shared or reloaded link opens on it (without a navigation).
    const url = new URL(window.location.href);
    url.searchParams.set('colour', next);
    url.searchParams.delete('size');
    window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  }, []);
  const value = useMemo(
    () => ({ colour, setColour, requestedSize: link?.size, requestedColour: link?.colour, linkRead: link !== undefined }),
    [colour, setColour, link],
  );
  return <SelectionContext.Provider value={value}>{children}</SelectionContext.Provider>;
}

/** Shows the slot of the chosen colour (each drawn by the server), else the default colour's. */
export function ColourSlot({ slots, defaultColour }: { slots: Readonly<Record<string, ReactNode>>; defaultColour: string }) {
  const { colour } = useProductSelection();
  return <>{slots[colour] ?? slots[defaultColour] ?? null}</>;
}

'use client';

import { useContext, useEffect, useState, type FormEvent } from 'react';
import { colourFacetShowsSwatches, knownColourHex } from '../../shared/product/rules/colours';
import type { SearchFacet } from '../model/listing-types';
import { canSearchFacet } from '../rules/facets';
import { formatRangeValue, parseRangeValue } from '../rules/price-ranges';
import { FacetSearchContext, type FacetHit } from './facet-search-context';
import styles from './FilterBar.module.css';

export interface FacetOptionsProps {
  facet: SearchFacet;
  selected: readonly string[];
  /** Values shown before 'show more' (mobile); all when undefined. */
  visibleCount?: number;
  /** Whether the facet-value search box shows (desktop dropdown open on Brands or Style). */
  searchable: boolean;
  onToggle: (term: string) => void;
  onRange: (value: string | undefined) => void;
}

/** A range facet (price, discount): two numbers, checked before the filter is applied (L §5). */
function RangeOptions({ facet, selected, onRange }: Pick<FacetOptionsProps, 'facet' | 'selected' | 'onRange'>) {
  const current = parseRangeValue(selected[0]);
  const [min, setMin] = useState(current ? String(current.min) : '');
  const [max, setMax] = useState(current?.max !== undefined ? String(current.max) : '');
  const [error, setError] = useState<string | undefined>();
  const unit = facet.key === 'discountRange' ? '%' : '£';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = `${min.trim() || '0'}-${max.trim() || 'max'}`;
    const range = parseRangeValue(value);
    if (!range) {
      setError('Enter numbers only, for example 10 and 50.');
      return;
    }
    setError(undefined);
    onRange(formatRangeValue(range));
  };
  return (
    <form className={styles.range} onSubmit={submit} noValidate>
      {facet.range ? (
        <p className={styles.rangeHint}>
          From {unit === '£' ? `£${Math.floor(facet.range.min)}` : `${Math.floor(facet.range.min)}%`} to {unit === '£' ? `£${Math.ceil(facet.range.max)}` : `${Math.ceil(facet.range.max)}%`}
        </p>
      ) : null}
      <label>
        Min {unit}
        <input inputMode="decimal" value={min} onChange={(event) => setMin(event.target.value)} aria-invalid={error ? true : undefined} />
      </label>
      <label>
        Max {unit}
        <input inputMode="decimal" value={max} onChange={(event) => setMax(event.target.value)} aria-invalid={error ? true : undefined} />
      </label>
      <button type="submit" className={styles.apply}>
        Apply
      </button>
      {current ? (
        <button type="button" className={styles.linkButton} onClick={() => onRange(undefined)}>
          Clear
        </button>
      ) : null}
      {error ? (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      ) : null}
    </form>
  );
}

/** Facet-value search (L §5, §7): Brands and Style only, up to 100 hits from the search index. */
function useFacetSearch(key: string, text: string) {
  const search = useContext(FacetSearchContext);
  const [state, setState] = useState<{ text: string; hits: FacetHit[] | undefined; failed: boolean }>({ text: '', hits: undefined, failed: false });
  useEffect(() => {
    if (!search || text.trim() === '') return;
    let current = true;
    const timer = setTimeout(() => {
      search(key, text.trim()).then(
        (hits) => current && setState({ text, hits, failed: false }),
        () => current && setState({ text, hits: undefined, failed: true }),
      );
    }, 150);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [search, key, text]);
  return text.trim() === '' ? { hits: undefined, failed: false } : state.text === text ? state : { hits: undefined, failed: false };
}

export function FacetOptions({ facet, selected, visibleCount, searchable, onToggle, onRange }: FacetOptionsProps) {
  const [text, setText] = useState('');
  const offersSearch = searchable && canSearchFacet(facet.key, false);
  const { hits, failed } = useFacetSearch(facet.key, offersSearch ? text : '');
  if (facet.facetType === 'range') return <RangeOptions facet={facet} selected={selected} onRange={onRange} />;
  const swatches = facet.key === 'colourFacets' && colourFacetShowsSwatches(facet.terms);
  const isSizes = facet.key === 'sizes';
  const terms = hits ? hits.map((hit) => ({ term: hit.value, label: hit.value, count: hit.count })) : facet.terms;
  const shown = visibleCount === undefined || hits ? terms : terms.slice(0, visibleCount);
  return (
    <div>
      {offersSearch ? (
        <input
          type="search"
          className={styles.facetSearch}
          placeholder={`Search ${facet.label.toLowerCase()}`}
          aria-label={`Search ${facet.label}`}
          value={text}
          maxLength={100}
          onChange={(event) => setText(event.target.value)}
        />
      ) : null}
      {hits && hits.length === 0 ? <p className={styles.noMatches}>No {facet.label.toLowerCase()} match “{text.trim()}”.</p> : null}
      {failed ? <p className={styles.noMatches}>Search is unavailable; choose from the list below.</p> : null}
      <ul className={isSizes ? styles.sizeTerms : styles.terms} aria-label={facet.label}>
        {shown.map((term) => {
          const isSelected = selected.includes(term.term);
          const hex = swatches ? knownColourHex(term.term) : undefined;
          return (
            <li key={term.term}>
              <button
                type="button"
                className={isSizes ? styles.sizeTerm : styles.term}
                aria-pressed={isSelected}
                disabled={term.count === 0 && !isSelected}
                onClick={() => onToggle(term.term)}
              >
                {swatches ? <span className={styles.termSwatch} style={{ background: hex ?? '#d9d9d9' }} aria-hidden="true" /> : null}
                {!isSizes ? <span className={styles.check} aria-hidden="true" /> : null}
                <span className={styles.termLabel}>{term.label}</span>
                {!isSizes ? <span className={styles.count}>({term.count})</span> : null}
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

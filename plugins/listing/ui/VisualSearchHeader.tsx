import type { ListingUrlState } from '../rules/listing-url';
import { visualColourChips, type VisualSearchView } from '../rules/visual-search';
import styles from './VisualSearch.module.css';

export interface VisualSearchHeaderProps {
  view: VisualSearchView;
  state: ListingUrlState;
  /** The button to search with another photo. */
  upload: React.ReactNode;
}

/**
 * The head of a visual search listing (L §4): the uploaded photo, small, and the colours found in
 * it as chips — a selected colour's chip removes it from the results, a removed one's adds it back.
 */
export function VisualSearchHeader({ view, state, upload }: VisualSearchHeaderProps) {
  if (view.status === 'expired') {
    return (
      <section className={styles.header} aria-label="Your photo" data-testid="visual-search-header">
        <p className={styles.summary}>This photo search has expired. Upload your photo again to see matching products.</p>
        <div className={styles.headerActions}>{upload}</div>
      </section>
    );
  }
  const chips = visualColourChips(state, view.colours);
  return (
    <section className={styles.header} aria-label="Your photo" data-testid="visual-search-header">
      <img className={styles.thumbnail} src={view.thumbnailUrl} alt="Your uploaded photo" width={80} height={80} />
      <div className={styles.headerBody}>
        <p className={styles.summary}>
          Products in the colours of your photo{view.category ? <> in <a href={`/categories/${view.category.slug}`}>{view.category.name}</a></> : null}
        </p>
        <ul className={styles.chips} aria-label="Colours found in your photo">
          {chips.map((chip) => (
            <li key={chip.facet}>
              <a
                className={styles.chip}
                href={chip.href}
                data-selected={chip.selected ? 'true' : 'false'}
                aria-label={chip.selected ? `Remove ${chip.facet}` : `Add ${chip.facet}`}
                title={`${Math.round(chip.share * 100)}% of your photo`}
              >
                <span className={styles.chipSwatch} style={{ background: chip.hex }} aria-hidden="true" />
                {chip.facet}
                <span className={styles.chipAction} aria-hidden="true">
                  {chip.selected ? '×' : '+'}
                </span>
              </a>
            </li>
          ))}
        </ul>
      </div>
      <div className={styles.headerActions}>{upload}</div>
    </section>
  );
}

/** On a search page: the way to search with a photo instead. */
export function ImageSearchPrompt({ children }: { children: React.ReactNode }) {
  return <div className={styles.searchTools}>{children}</div>;
}

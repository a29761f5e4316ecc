import styles from './StarRating.module.css';

/** Stars out of 5 with partial fill, and the review count. A span inside buttons (phrasing content only). */
export function StarRating({ rating, count, as: Element = 'p' }: { rating: number; count: number; as?: 'p' | 'span' }) {
  const percent = Math.max(0, Math.min(100, (rating / 5) * 100));
  return (
    <Element className={styles.rating}>
      <span className={styles.stars} aria-hidden="true">
        <span className={styles.starsFill} style={{ width: `${percent}%` }}>
          ★★★★★
        </span>
        ★★★★★
      </span>
      <span className={styles.visuallyHidden}>
        Rated {rating.toFixed(1)} out of 5 from {count} reviews
      </span>
      <span aria-hidden="true" className={styles.count}>
        ({count})
      </span>
    </Element>
  );
}

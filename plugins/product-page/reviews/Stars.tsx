import styles from './Stars.module.css';

const STAR = 'M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z';

function Row() {
  return (
    <>
      {[0, 1, 2, 3, 4].map((index) => (
        <svg key={index} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d={STAR} />
        </svg>
      ))}
    </>
  );
}

/** Five stars filled to `rating` out of 5; `label` is what a screen reader hears (none: decorative). */
export function Stars({ rating, size = 'small', label }: { rating: number; size?: 'small' | 'medium' | 'large'; label?: string | undefined }) {
  const percent = Math.max(0, Math.min(100, (rating / 5) * 100));
  return (
    <span className={`${styles.stars} ${styles[size]}`} {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}>
      <span className={styles.empty}>
        <Row />
      </span>
      <span className={styles.fill} style={{ width: `${percent}%` }}>
        <Row />
      </span>
    </span>
  );
}

'use client';

import styles from './not-found.module.css';

/** Spec: 'Error rendering page' plus the error text; 'Unknown issue rendering page' otherwise. */
export default function ErrorView({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const known = error instanceof Error && Boolean(error.message);
  return (
    <div className={styles.fallback} role="alert">
      {known ? (
        <>
          <h1>Error rendering page</h1>
          <p>{error.message}</p>
        </>
      ) : (
        <h1>Unknown issue rendering page</h1>
      )}
      {error.digest ? <p>Reference: {error.digest}</p> : null}
      <button type="button" onClick={reset}>
        Try again
      </button>
    </div>
  );
}

import type { ReactNode } from 'react';
import type { ErrorView } from '@/lib/errors/error-view';
import styles from './ErrorMessage.module.css';

/** The error view's text (L §2); the CMS-page case is rendered by the not-found route itself. */
export function ErrorMessage({ view, retry }: { view: Exclude<ErrorView<unknown>, { kind: 'page' }>; retry?: ReactNode }) {
  return (
    <div className={styles.view} role="alert" data-testid="error-view">
      <h1>{view.heading}</h1>
      {view.kind === 'unknown' ? null : <p>{view.text}</p>}
      {view.kind === 'error' && view.reference ? <p className={styles.reference}>Reference: {view.reference}</p> : null}
      <div className={styles.actions}>
        {retry}
        {/* A plain link: the whole page reloads, whatever state the failed render left. */}
        <a href="/">Browse the shop</a>
      </div>
    </div>
  );
}

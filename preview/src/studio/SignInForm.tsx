import styles from './studio.module.css';

export interface SignInFormProps {
  csrfToken: string;
  /** Where to go once signed in (a studio path). */
  next: string;
  email?: string | undefined;
  /** Why the last attempt failed, already worded for the editor. */
  problem?: string | undefined;
  /** A quieter note (signed out, session ended). */
  note?: string | undefined;
}

/**
 * The studio's sign-in: a plain form post (it works before any script loads). The server answers
 * with a redirect, back here with the problem named when it refuses.
 */
export function SignInForm({ csrfToken, next, email, problem, note }: SignInFormProps) {
  return (
    <main className={styles.signInPage}>
      <div className={styles.signInCard}>
        <div className={styles.signInBrand}>
          <span className={styles.brandMark} aria-hidden="true">
            S
          </span>
          Storefront Studio
        </div>
        <h1 className={styles.signInTitle}>Sign in to the studio</h1>
        <p className={styles.hint}>For content editors. Storefront accounts cannot sign in here.</p>
        <form className={styles.signInForm} method="post" action="/_api/studio/sign-in">
          {problem ? (
            <p role="alert" className={styles.alert}>
              {problem}
            </p>
          ) : note ? (
            <p role="status" className={styles.notice}>
              {note}
            </p>
          ) : null}
          <input type="hidden" name="csrf_token" value={csrfToken} />
          <input type="hidden" name="next" value={next} />
          <div className={styles.field}>
            <label className={styles.label} htmlFor="studio-email">
              Email address
            </label>
            <input id="studio-email" className={styles.input} name="email" type="email" autoComplete="username" defaultValue={email} required autoFocus={!email} />
          </div>
          <div className={styles.field}>
            <label className={styles.label} htmlFor="studio-password">
              Password
            </label>
            <input id="studio-password" className={styles.input} name="password" type="password" autoComplete="current-password" required autoFocus={Boolean(email)} />
          </div>
          <button type="submit" className={styles.buttonPrimary}>
            Sign in
          </button>
        </form>
      </div>
    </main>
  );
}

import type { ReactNode } from 'react';
import type { StudioSiteOption } from './types';
import styles from './studio.module.css';

/** Which studio area is open (the sidebar marks it). */
export type StudioArea = 'pages' | 'workbench' | 'entry';

export interface StudioShellProps {
  editor: { name: string; email: string };
  sites: readonly StudioSiteOption[];
  /** The brand site being worked on. */
  siteId: string;
  area: StudioArea;
  /** The double-submit CSRF token, for the sign-out form. */
  csrfToken: string;
  /** Each site's brand colour, for the picker's dots. */
  siteColours?: Readonly<Record<string, string>>;
  children: ReactNode;
}

function PagesIcon() {
  return (
    <svg className={styles.navIcon} viewBox="0 0 16 16" fill="none" stroke="currentColor" strokeWidth="1.4" aria-hidden="true">
      <path d="M4 1.5h5.5L13 5v9.5H4z" />
      <path d="M9.5 1.5V5H13" />
    </svg>
  );
}

function WorkbenchIcon() {
  return (
    <svg className={styles.navIcon} viewBox="0 0 16 16" fill="none" stroke="currentColor" strokeWidth="1.4" aria-hidden="true">
      <rect x="1.5" y="1.5" width="5.5" height="5.5" rx="1" />
      <rect x="9" y="1.5" width="5.5" height="5.5" rx="1" />
      <rect x="1.5" y="9" width="5.5" height="5.5" rx="1" />
      <rect x="9" y="9" width="5.5" height="5.5" rx="1" />
    </svg>
  );
}

/**
 * The studio's frame: a sidebar with the brand-site picker, the studio's areas and the signed-in
 * editor (with sign-out, a plain form post), and the main column for the open screen.
 */
export function StudioShell({ editor, sites, siteId, area, csrfToken, siteColours = {}, children }: StudioShellProps) {
  const workbenchHref = `/studio/workbench?site=${encodeURIComponent(siteId)}`;
  return (
    <div className={styles.shell}>
      <aside className={styles.sidebar} aria-label="Studio">
        <a className={styles.brand} href={`/studio/sites/${encodeURIComponent(siteId)}`}>
          <span className={styles.brandMark} aria-hidden="true">
            S
          </span>
          Storefront Studio
        </a>
        <nav className={styles.navGroup} aria-labelledby="studio-sites-heading">
          <h2 id="studio-sites-heading" className={styles.navHeading}>
            Brand site
          </h2>
          <ul className={styles.navList}>
            {sites.map((site) => (
              <li key={site.id}>
                <a
                  className={styles.navLink}
                  href={area === 'workbench' ? `/studio/workbench?site=${encodeURIComponent(site.id)}` : `/studio/sites/${encodeURIComponent(site.id)}`}
                  aria-current={site.id === siteId ? 'true' : undefined}
                >
                  <span className={styles.siteDot} style={{ background: siteColours[site.id] ?? '#8a93a0' }} aria-hidden="true" />
                  {site.name}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <nav className={styles.navGroup} aria-labelledby="studio-areas-heading">
          <h2 id="studio-areas-heading" className={styles.navHeading}>
            Content
          </h2>
          <ul className={styles.navList}>
            <li>
              <a className={styles.navLink} href={`/studio/sites/${encodeURIComponent(siteId)}`} aria-current={area === 'pages' ? 'page' : undefined}>
                <PagesIcon />
                Pages
              </a>
            </li>
            <li>
              <a className={styles.navLink} href={workbenchHref} aria-current={area === 'workbench' ? 'page' : undefined}>
                <WorkbenchIcon />
                Plugin workbench
              </a>
            </li>
          </ul>
        </nav>
        <div className={styles.account}>
          <div className={styles.accountName}>{editor.name}</div>
          <div className={styles.accountEmail}>{editor.email}</div>
          <form method="post" action="/_api/studio/sign-out">
            <input type="hidden" name="csrf_token" value={csrfToken} />
            <button type="submit" className={styles.signOut}>
              Sign out
            </button>
          </form>
        </div>
      </aside>
      <div className={styles.main}>{children}</div>
    </div>
  );
}

export interface StudioHeaderProps {
  title: string;
  crumbs?: ReadonlyArray<{ label: string; href?: string }>;
  actions?: ReactNode;
}

/** The open screen's title bar: where you are, what it is, and its main actions. */
export function StudioHeader({ title, crumbs = [], actions }: StudioHeaderProps) {
  return (
    <header className={styles.topbar}>
      <div className={styles.topbarText}>
        {crumbs.length > 0 ? (
          <nav aria-label="Breadcrumbs">
            <ol className={styles.crumbs}>
              {crumbs.map((crumb) => (
                <li key={`${crumb.label}|${crumb.href ?? ''}`}>{crumb.href ? <a href={crumb.href}>{crumb.label}</a> : crumb.label}</li>
              ))}
            </ol>
          </nav>
        ) : null}
        <h1 className={styles.title}>{title}</h1>
      </div>
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </header>
  );
}

export function StudioContent({ children }: { children: ReactNode }) {
  return <div className={styles.content}>{children}</div>;
}

/** A titled panel of the open screen. */
export function StudioCard({ title, children, testId }: { title?: string; children: ReactNode; testId?: string }) {
  return (
    <section className={styles.card} data-testid={testId} aria-label={title}>
      {title ? <h2 className={styles.cardTitle}>{title}</h2> : null}
      {children}
    </section>
  );
}

/** Something the editor must know before anything else on the screen (a failed load, a setup problem). */
export function StudioAlert({ children }: { children: ReactNode }) {
  return (
    <p role="alert" className={styles.alert}>
      {children}
    </p>
  );
}

/** Label/value pairs about the open entry (site, status, path …). */
export function StudioMeta({ items }: { items: ReadonlyArray<{ label: string; value: ReactNode }> }) {
  return (
    <dl className={styles.meta}>
      {items.map((item) => (
        <div key={item.label}>
          <dt>{item.label}</dt>
          <dd>{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A link styled as one of the studio's buttons (e.g. "Open on storefront"). */
export function StudioLinkButton({ href, children, external = false }: { href: string; children: ReactNode; external?: boolean }) {
  return (
    <a className={styles.button} href={href} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
      {children}
    </a>
  );
}

/** A short list of links with a quiet detail each (the pages an entry is used on …). */
export function StudioLinkList({ links }: { links: ReadonlyArray<{ href: string; label: string; detail?: string }> }) {
  return (
    <ul className={styles.linkList}>
      {links.map((link) => (
        <li key={link.href} className={styles.blockChip}>
          <a href={link.href}>{link.label}</a>
          {link.detail ? <span className={styles.path}>{link.detail}</span> : null}
        </li>
      ))}
    </ul>
  );
}

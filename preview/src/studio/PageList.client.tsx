'use client';

import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useId, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { fromPromise } from 'xstate';
import { studioPagesMachine, studioPagesSelectors, type PageAnswer } from '@storefront/machines/studioPages.machine';
import { ConfirmDeleteDialog } from './ConfirmDeleteDialog.client';
import { PageFormDialog } from './PageFormDialog.client';
import { matchesPageSearch } from './page-input';
import { StatusBadge } from './StatusBadge';
import { createPage, deletePage, duplicatePage, type PageResult } from './studio-api';
import type { StudioPageSummary, StudioSiteOption } from './types';
import styles from './studio.module.css';

export interface PageListProps {
  site: StudioSiteOption;
  pages: readonly StudioPageSummary[];
  /** The search the list opens with (?q=). */
  initialQuery?: string;
  /** Where a page opens in the studio. */
  pageHref?: (page: StudioPageSummary) => string;
  /** Opens a newly created page (a full navigation by default). */
  onOpenPage?: (href: string) => void;
}

const defaultHref = (page: StudioPageSummary) => `/studio/pages/${encodeURIComponent(page.id)}`;

function toAnswer(result: PageResult): PageAnswer {
  return result.ok ? { ok: true, page: result.page } : { ok: false, message: result.message, fieldErrors: result.fieldErrors ?? {} };
}

const dateFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', timeZone: 'UTC' });

function SearchIcon() {
  return (
    <svg className={styles.searchIcon} viewBox="0 0 16 16" fill="none" stroke="currentColor" strokeWidth="1.6" aria-hidden="true">
      <circle cx="7" cy="7" r="5" />
      <path d="m11 11 3.5 3.5" />
    </svg>
  );
}

/** Live once hydrated: false in the server's HTML and while hydrating, true from then on. */
const noSubscription = () => () => {};
const isLiveInBrowser = () => true;
const isNotLiveOnServer = () => false;

/**
 * A brand site's pages (and those every site shares) with search by title or slug, and the
 * create, duplicate and delete actions (the studioPages machine drives the dialogs).
 */
export function PageList({ site, pages: initialPages, initialQuery = '', pageHref = defaultHref, onOpenPage }: PageListProps) {
  const searchId = useId();
  const [pages, setPages] = useState<StudioPageSummary[]>(() => [...initialPages]);
  const [query, setQuery] = useState(initialQuery);
  const searchInput = useRef<HTMLInputElement>(null);
  // The server's HTML shows at once; until the list is live its buttons are disabled (a click
  // would do nothing), and what an editor typed into the search meanwhile is kept.
  const live = useSyncExternalStore(noSubscription, isLiveInBrowser, isNotLiveOnServer);
  useEffect(() => {
    const typed = searchInput.current?.value;
    if (typed !== undefined && typed !== initialQuery) setQuery(typed);
  }, [initialQuery]);
  const actor = useActorRef(
    studioPagesMachine.provide({
      actors: {
        createPage: fromPromise(async ({ input }) => toAnswer(await createPage(site.id, input.draft))),
        duplicatePage: fromPromise(async ({ input }) => toAnswer(await duplicatePage(input.page.id, input.draft, site.id))),
        deletePage: fromPromise(async ({ input }) => {
          const result = await deletePage(input.page.id);
          return result.ok ? { ok: true as const } : { ok: false as const, message: result.message };
        }),
      },
    }),
  );
  const state = useSelector(actor, (snapshot) => snapshot);
  const dialogOpen = studioPagesSelectors.isDialogOpen(state);
  const confirming = studioPagesSelectors.isConfirmingDelete(state);
  const busy = studioPagesSelectors.isBusy(state);

  useEffect(() => {
    const subscriptions = [
      actor.on('pages.created', ({ page }) => {
        const summary = page as StudioPageSummary;
        setPages((current) => [...current, summary]);
        (onOpenPage ?? ((href: string) => window.location.assign(href)))(pageHref(summary));
      }),
      actor.on('pages.duplicated', ({ page }) => setPages((current) => [...current, page as StudioPageSummary])),
      actor.on('pages.deleted', ({ page }) => setPages((current) => current.filter((item) => item.id !== page.id))),
    ];
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [actor, onOpenPage, pageHref]);

  // The search is part of the address, so a filtered list can be shared and survives a reload.
  useEffect(() => {
    const url = new URL(window.location.href);
    if (query) url.searchParams.set('q', query);
    else url.searchParams.delete('q');
    window.history.replaceState(window.history.state, '', url);
  }, [query]);

  const shown = useMemo(
    () => pages.filter((page) => matchesPageSearch(page, query)).sort((a, b) => a.title.localeCompare(b.title, 'en-GB') || a.slug.localeCompare(b.slug)),
    [pages, query],
  );
  const { context } = state;

  return (
    <section aria-label={`${site.name} pages`}>
      <div className={styles.toolbar}>
        <div className={styles.search} role="search">
          <label htmlFor={searchId} className="visually-hidden">
            Search pages by title or slug
          </label>
          <SearchIcon />
          <input
            id={searchId}
            className={styles.searchInput}
            type="search"
            placeholder="Search by title or slug"
            ref={searchInput}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
          />
        </div>
        <span className={styles.count} aria-live="polite">
          {shown.length === pages.length ? `${pages.length} pages` : `${shown.length} of ${pages.length} pages`}
        </span>
        <span style={{ flex: 1 }} />
        <button type="button" className={styles.buttonPrimary} disabled={!live} onClick={() => actor.send({ type: 'pages.create' })}>
          New page
        </button>
      </div>
      <p className={styles.notice} role="status">
        {context.notice ?? ''}
      </p>
      <div className={styles.panel}>
        {shown.length === 0 ? (
          <p className={styles.empty}>{query ? `No pages match “${query}”.` : 'This site has no pages yet.'}</p>
        ) : (
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">Title</th>
                <th scope="col">Path</th>
                <th scope="col">Status</th>
                <th scope="col">Updated</th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {shown.map((page) => (
                <tr key={page.id} data-testid="page-row" data-page-id={page.id}>
                  <td>
                    <a className={styles.pageTitle} href={pageHref(page)}>
                      {page.title}
                    </a>
                    {page.site === null ? (
                      <span className={styles.tag} title="Shared by every brand site">
                        Shared
                      </span>
                    ) : null}
                  </td>
                  <td className={styles.path}>{page.path}</td>
                  <td>
                    <StatusBadge status={page.status} />
                  </td>
                  <td className={styles.muted}>
                    <time dateTime={page.updatedAt}>{dateFormat.format(new Date(page.updatedAt))}</time>
                  </td>
                  <td>
                    <div className={styles.rowActions}>
                      <button type="button" className={styles.buttonQuiet} disabled={!live} onClick={() => actor.send({ type: 'pages.duplicate', page })}>
                        Duplicate<span className="visually-hidden"> {page.title}</span>
                      </button>
                      <button
                        type="button"
                        className={`${styles.buttonQuiet} ${styles.buttonQuietDanger}`}
                        disabled={!live}
                        onClick={() => actor.send({ type: 'pages.delete', page })}
                      >
                        Delete<span className="visually-hidden"> {page.title}</span>
                      </button>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </div>
      <PageFormDialog
        open={dialogOpen}
        mode={state.matches('duplicating') ? 'duplicate' : 'create'}
        draft={context.draft}
        sourceTitle={context.target?.title}
        busy={busy}
        message={context.message}
        fieldErrors={context.fieldErrors}
        onSubmit={(draft, fieldErrors) => actor.send({ type: 'pages.submit', draft, fieldErrors })}
        onCancel={() => actor.send({ type: 'pages.cancel' })}
      />
      <ConfirmDeleteDialog
        open={confirming}
        page={context.target}
        busy={busy}
        message={context.message}
        onConfirm={() => actor.send({ type: 'pages.confirm' })}
        onCancel={() => actor.send({ type: 'pages.cancel' })}
      />
    </section>
  );
}

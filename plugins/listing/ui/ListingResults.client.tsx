'use client';

import { useRouter } from 'next/navigation';
import { useCallback, useEffect, useMemo, useOptimistic, useRef, useState, useTransition, type MouseEvent } from 'react';
import type { ListingPagesEvent } from '@storefront/machines/listingPages.machine';
import { listingPagesBeforeStart, listingPagesSelectors } from '@storefront/machines/listingPages.selectors';
import { formatResultTotal } from '../rules/layout';
import { setFacetValues } from '../rules/facets';
import { hasCardData, type BrowserListingProduct, type FirstPageResponse, type GridProduct } from '../rules/browser-listing';
import { buildListingUrl, toListingRequest, withFilters, withNextDay, withoutFilters, withoutScrollTo, withPage, withScrollTo, withSort, withFacetTermToggled, type ListingUrlState } from '../rules/listing-url';
import { placeOrganicResults, shownSponsoredProducts, sponsoredDesktopQuery, sponsoredResultPositions, sponsoredSlots, type SponsoredProduct } from '../rules/sponsored';
import type { SiteBadge } from '../../shared/product/rules/badge-content';
import type { CardProduct } from '../../shared/product/rules/card-product';
import type { ProductCard as ProductCardComponent } from '../../shared/product/ui/ProductCard.client';
import { afterFirstPaint } from '../../shared/after-first-paint';
import { ReviewsPanelProvider } from '../../shared/reviews-panel/ReviewsPanel.client';
import { useLazyActor } from '../../shared/use-lazy-actor';
import { listingCardImages } from './card-images';
import { DeferredFilterBar } from './DeferredFilterBar.client';
import { fetchListingPage } from './listing-page-fetch';
import { gridCardKeys } from './grid-card-keys';
import { NextDaySwitch, SortSelect } from './ListingControls';
import { ListingCardsContext, type CardTakeOver, type ListingCards } from './listing-cards-context';
import type { ServerCards } from './listing-server-cards';
import { SponsoredCards } from './SponsoredCards.client';
import { CardStaffTools, useReportLoadedProducts } from './staff-tools-context.client';
import styles from './Listing.module.css';
import shimmer from '../../shared/Shimmer.module.css';

export interface ListingResultsProps {
  state: ListingUrlState;
  /**
   * The page the server drew: its products as summaries (firstPageResponse), their cards being
   * drawn already. A card the browser takes over loads the page's full products first.
   */
  response: FirstPageResponse;
  pageSize: number;
  reviewsEnabled: boolean;
  /** The site's badges, for the cards (L §5). */
  badges?: readonly SiteBadge[];
  /** Where further pages come from: the site's listing endpoint. */
  pagesEndpoint: string;
  /** Shown instead of the grid when nothing matches (the no-results content). */
  emptyView: React.ReactNode;
  /** Sponsored products, shown first while page 1 is loaded (L §3, §9). */
  sponsored?: readonly SponsoredProduct[];
  /**
   * The server's cards for the page it rendered (listingServerCards). The browser's card loads
   * with further pages, or takes over from one of these when the shopper picks a colour.
   */
  serverCards?: ServerCards;
  /**
   * How many of the grid's first cards are above the fold: their images load at once, with high
   * priority; the rest lazily. None when a banner above the grid fills the first screen.
   */
  eagerImages?: number;
  /** The server's drawing of the filter bar, shown until the bar's code has loaded (FilterBarPlaceholder). */
  filterBarPlaceholder?: React.ReactNode;
}

/** The data-layer events (P §7): their code loads once the grid has drawn. */
const analytics = () => import('../../shared/analytics/listing-events');

/** The listing restores the position itself on the way back (scrollTo); the browser's restoration would race it. */
function leaveScrollRestorationToTheListing() {
  window.history.scrollRestoration = 'manual';
}

function Skeletons({ count }: { count: number }) {
  return (
    <>
      {Array.from({ length: count }, (_, index) => (
        <li key={`skeleton-${index}`} className={styles.skeleton} aria-hidden="true" data-testid="product-skeleton">
          <span className={`${styles.skeletonImage} ${shimmer.shimmer}`} />
          <span className={`${styles.skeletonLine} ${shimmer.shimmer}`} />
          <span className={`${styles.skeletonLineShort} ${shimmer.shimmer}`} />
        </li>
      ))}
    </>
  );
}

/** The interactive listing: filters, sort, next-day toggle and the product grid with its pages (L §2, §4). */
const noServerCards: ServerCards = { organic: {}, sponsored: {} };
const noSponsored: readonly SponsoredProduct[] = [];

/** The browser's product card, loaded once when first needed (a further page, a colour picked). */
function useClientCard() {
  const [loaded, setLoaded] = useState<{ ProductCard: typeof ProductCardComponent }>();
  const loading = useRef<Promise<void>>(undefined);
  const load = useCallback(
    () =>
      (loading.current ??= import('../../shared/product/ui/ProductCard.client').then(({ ProductCard }) => {
        setLoaded({ ProductCard });
      })),
    [],
  );
  return { ClientCard: loaded?.ProductCard, load };
}

/**
 * The full products of the page the server drew, by id: loaded once, when a card is first taken
 * over or a shopper reaches for a swatch. A failed load is tried again on the next need.
 */
function useServerPageCards(pagesEndpoint: string, pageUrl: string) {
  const [cards, setCards] = useState<Readonly<Record<string, BrowserListingProduct>>>({});
  const loading = useRef<Promise<void>>(undefined);
  const load = useCallback(
    () =>
      (loading.current ??= fetchListingPage(pagesEndpoint, pageUrl).then(
        (page) => {
          const nodes = page.edges.map((edge) => edge.node as BrowserListingProduct);
          setCards(Object.fromEntries(nodes.map((product) => [product.id, product])));
        },
        (error: unknown) => {
          loading.current = undefined;
          console.warn('The listing’s cards failed to load', error);
        },
      )),
    [pagesEndpoint, pageUrl],
  );
  return { serverPageCards: cards, loadServerPageCards: load };
}

export function ListingResults({ state, response, pageSize, reviewsEnabled, badges, pagesEndpoint, emptyView, sponsored = [], eagerImages = 4, serverCards = noServerCards, filterBarPlaceholder = null }: ListingResultsProps) {
  const router = useRouter();
  const [navigating, startTransition] = useTransition();
  const [nextDay, setOptimisticNextDay] = useOptimistic(state.nextDay);
  const sortSettings = { reviewsEnabled };
  const usesDiscovery = response.provider === 'discovery';
  // The pages machine loads when the shopper first pages; until then the grid is its starting
  // snapshot, the page the server rendered.
  const pagesInput = useMemo(
    () => ({ request: toListingRequest(state, { reviewsEnabled }), pageSize, initialPage: response, usesDiscovery }),
    [state, reviewsEnabled, pageSize, response, usesDiscovery],
  );
  const beforeStart = useMemo(() => listingPagesBeforeStart(pagesInput), [pagesInput]);
  const { ClientCard, load: loadClientCard } = useClientCard();
  const { serverPageCards, loadServerPageCards } = useServerPageCards(pagesEndpoint, buildListingUrl(withoutScrollTo(state), sortSettings));
  // Cards the browser's card took over from the server's, by their key in the grid.
  const [takenOver, setTakenOver] = useState<Readonly<Record<string, CardTakeOver>>>({});
  const listingCards = useMemo<ListingCards>(
    () => ({
      takeOver(cardKey, from) {
        setTakenOver((current) => ({ ...current, [cardKey]: from }));
        void loadClientCard();
        void loadServerPageCards();
      },
      preload: () => {
        void loadClientCard();
        void loadServerPageCards();
      },
    }),
    [loadClientCard, loadServerPageCards],
  );
  // Further pages are drawn by the browser's card: it loads with the machine.
  const pages = useLazyActor<Parameters<typeof listingPagesSelectors.products>[0], ListingPagesEvent>(() =>
    Promise.all([import('./listing-pages-actor'), loadClientCard()]).then(([{ startListingPages }]) =>
      startListingPages({ input: pagesInput, pagesEndpoint, pageUrl: (page) => buildListingUrl(withoutScrollTo(withPage(state, page)), sortSettings) }),
    ),
  );
  const snapshot = pages.snapshot ?? beforeStart;
  const send = pages.send;

  const navigate = (next: ListingUrlState) =>
    startTransition(() => {
      router.push(buildListingUrl(next, sortSettings), { scroll: false });
    });

  // Back from a product: scroll to it, then drop scrollTo from the URL (L §2, §4). The browser's
  // own restoration stays off for this history entry (see openProduct): it restores after the
  // load event, puts back the offset of the longer list the shopper left and lands past the product.
  useEffect(() => {
    if (!state.scrollTo) return;
    const productId = state.scrollTo;
    const frame = window.requestAnimationFrame(() => {
      document.getElementById(`product-${productId}`)?.scrollIntoView({ block: 'center' });
      window.history.replaceState(window.history.state, '', buildListingUrl(withoutScrollTo(state), sortSettings));
    });
    return () => window.cancelAnimationFrame(frame);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state.scrollTo]);

  const products = listingPagesSelectors.products(snapshot) as GridProduct[];
  useReportLoadedProducts(products, state.filters.sizes ?? []);
  const skeletons = listingPagesSelectors.skeletons(snapshot);
  const summary = listingPagesSelectors.summary(snapshot);
  const total = formatResultTotal(summary.total);
  const firstPage = snapshot.context.firstPage;
  const shownSponsored = firstPage === 1 ? sponsored : noSponsored;
  useEffect(() => {
    const onScreen = shownSponsoredProducts(shownSponsored, window.matchMedia(sponsoredDesktopQuery).matches);
    // After the first paint: the data layer can wait, the hydration's effects should not load code.
    void afterFirstPaint()
      .then(analytics)
      .then((events) => events.trackListingShown(events.listingListName(state), products, onScreen));
  }, [state, products, shownSponsored]);
  // Sponsored cards come first in the grid: the organic cards are above the fold after them.
  const eagerOrganic = Math.max(0, eagerImages - sponsoredSlots(shownSponsored).length);

  /** A card followed: `sponsoredSlot` is its 1-based place among the sponsored cards, for one of those. */
  const openProduct = (product: GridProduct, sponsoredSlot?: number) => {
    // Record the page the product is on, so coming back renders it and scrolls to it.
    const index = products.findIndex((candidate) => candidate.id === product.id);
    const page = firstPage + Math.max(0, Math.floor(index / pageSize));
    void analytics().then((events) =>
      sponsoredSlot === undefined ? events.trackListingClick(events.listingListName(state), product, index + 1) : events.trackSponsoredClick(product, sponsoredSlot),
    );
    leaveScrollRestorationToTheListing();
    window.history.replaceState(window.history.state, '', buildListingUrl(withScrollTo(withPage(state, page), product.id), sortSettings));
  };
  // The grid hears its cards' link clicks (the server's cards have no handlers of their own).
  const openFromGrid = (event: MouseEvent<HTMLUListElement>) => {
    const card = event.target instanceof Element ? event.target.closest('a')?.closest('article[id^="product-"]') : null;
    if (!card) return;
    const isCard = (candidate: { id: string }) => `product-${candidate.id}` === card.id;
    const sponsoredSlot = card.closest<HTMLElement>('[data-sponsored-slot]')?.dataset.sponsoredSlot;
    if (sponsoredSlot !== undefined) {
      const slot = shownSponsored.find((item) => isCard(item.product));
      if (slot) openProduct(slot.product, Number(sponsoredSlot));
      return;
    }
    const product = products.find(isCard);
    if (product) openProduct(product);
  };
  const selectedSizes = state.filters.sizes ?? [];
  /**
   * A card of the grid: the server's, until the browser's card (loaded, with the product's full
   * data) takes over, or the browser's for a further page.
   */
  const card = (cardKey: string, serverCard: React.ReactNode, listed: GridProduct, options: { eager: boolean; badges?: readonly SiteBadge[] | undefined }) => {
    const taken = takenOver[cardKey];
    const product: CardProduct | undefined = hasCardData(listed) ? listed : serverPageCards[listed.id];
    if (serverCard !== undefined && (taken === undefined || !ClientCard || !product)) return serverCard;
    // A further page's products come with the machine, which waits for the browser's card.
    if (!ClientCard || !product) return null;
    return (
      <ClientCard
        product={product}
        area="PLP"
        {...listingCardImages}
        selectedSizes={selectedSizes}
        eager={options.eager}
        showRatings={reviewsEnabled}
        badges={options.badges}
        scrollAnchor
        initialPicked={taken?.picked}
        initialWidth={taken?.width}
        staffTools={<CardStaffTools productKey={product.key} productName={product.name} />}
      />
    );
  };

  const sortControl = (
    <SortSelect value={state.sort ?? 'relevance'} options={response.sortOptions} onChange={(value) => navigate(withSort(state, value, sortSettings))} />
  );

  const nextDayControl = (
    <NextDaySwitch
      checked={nextDay}
      onChange={(value) =>
        // Optimistic: the toggle reverts by itself if the navigation fails (L §4).
        startTransition(() => {
          setOptimisticNextDay(value);
          router.push(buildListingUrl(withNextDay(state, value), sortSettings), { scroll: false });
        })
      }
    />
  );

  const results = (
    <div className={styles.results} aria-busy={navigating || undefined}>
      <DeferredFilterBar
        placeholder={filterBarPlaceholder}
        facets={response.facets}
        filters={state.filters}
        tags={response.selectedFacets}
        total={total}
        onToggle={(key, term) => navigate(withFacetTermToggled(state, key, term))}
        onRange={(key, value) => navigate(withFilters(state, setFacetValues(state.filters, key, value === undefined ? [] : [value])))}
        onClearAll={() => navigate(withoutFilters(state))}
        sortControl={sortControl}
        nextDayControl={nextDayControl}
        usesDiscovery={usesDiscovery}
      />
      <p className={styles.total} data-testid="result-total" aria-live="polite">
        {total} {summary.total === 1 ? 'product' : 'products'}
      </p>
      {listingPagesSelectors.showsPreviousButton(snapshot) ? (
        <div className={styles.paging}>
          <button type="button" className={styles.pageButton} onClick={() => send({ type: 'listing.loadPrevious' })}>
            Load previous
          </button>
        </div>
      ) : null}
      {listingPagesSelectors.showsEmptyResults(snapshot) ? (
        emptyView
      ) : (
        <ul className={`${styles.grid} ${navigating ? styles.dimmed : ''}`} data-testid="product-grid" onClick={openFromGrid}>
          <Skeletons count={skeletons.before} />
          {shownSponsored.length > 0 ? (
            <SponsoredCards
              sponsored={shownSponsored}
              resultPositions={sponsoredResultPositions(products, shownSponsored, pageSize)}
              card={(cardKey, slot, index) => card(cardKey, serverCards.sponsored[cardKey], slot.product, { eager: index < eagerImages })}
            />
          ) : null}
          {placeOrganicResults(products, shownSponsored, pageSize).map(({ product, placement }, index) => (
            <li key={`${product.id}-${product.position}`} data-position={product.position} className={placement === 'belowDesktop' ? styles.belowDesktopOnly : undefined}>
              {card(gridCardKeys.organic(product), serverCards.organic[gridCardKeys.organic(product)], product, { eager: index < eagerOrganic, badges })}
            </li>
          ))}
          <Skeletons count={skeletons.after} />
        </ul>
      )}
      {listingPagesSelectors.showsError(snapshot) ? (
        <div className={styles.loadError} role="alert">
          <p>Sorry, we couldn’t load more products.</p>
          <button type="button" className={styles.pageButton} onClick={() => send({ type: 'listing.retry' })}>
            Try again
          </button>
        </div>
      ) : null}
      {listingPagesSelectors.showsNextButton(snapshot) ? (
        <div className={styles.paging}>
          <p className={styles.progress}>
            You’ve viewed {products.length} of {total} products
          </p>
          <button type="button" className={styles.pageButton} onClick={() => send({ type: 'listing.loadMore' })}>
            Load more
          </button>
        </div>
      ) : null}
    </div>
  );
  // One reviews panel for every card's rating (L §4).
  return (
    <ReviewsPanelProvider>
      <ListingCardsContext value={listingCards}>{results}</ListingCardsContext>
    </ReviewsPanelProvider>
  );
}

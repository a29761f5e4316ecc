/**
 * Component-test support for the reviews area: a reviews service behind a mocked fetch (the
 * endpoints' paging, sorting, keyword and photo filters, and failures), a controllable
 * IntersectionObserver and viewport width, and a mounted ProductReviews.
 */
import { createRoot, type Root } from 'react-dom/client';
import { vi } from 'vitest';
import type { ShownReview } from './review-schema';
import { ProductReviews, type ProductReviewsProps } from './ProductReviews';

type Endpoint = 'stats' | 'list' | 'photos' | 'features' | 'summary';

export function review(number: number, overrides: Partial<ShownReview> = {}): ShownReview {
  const rating = (number % 5) + 1;
  return {
    id: `r${number}`,
    rating,
    title: `Review ${number}`,
    reviewText: number % 3 === 0 ? 'Lovely fit and colour' : 'Arrived quickly',
    isPromotional: false,
    username: `shopper${number}`,
    submittedAt: new Date(Date.UTC(2025, 0, number, 12)).toISOString(),
    isRecommended: rating >= 4 ? true : rating <= 2 ? false : null,
    secondaryRatings: [],
    responses: [],
    isSyndicated: false,
    photos: [],
    ...overrides,
  };
}

/** `count` photos on review `number`, from the image endpoint. */
export function photosOf(number: number, count: number): ShownReview['photos'] {
  return Array.from({ length: count }, (_, index) => ({
    id: `r${number}-p${index + 1}`,
    caption: `Photo ${index + 1} of review ${number}`,
    sizes: { normal: { url: `/_img/products/CST17775/black/${index + 1}?w=800` }, thumbnail: { url: `/_img/products/CST17775/black/${index + 1}?w=200` } },
  }));
}

export interface ServiceOptions {
  /** An endpoint answers only once its gate opens. */
  gates?: Partial<Record<Endpoint, Promise<void>>>;
  total?: number;
  reviews?: ShownReview[];
  fail?: Partial<Record<Endpoint, boolean>>;
  features?: string[];
}

/** The reviews endpoints over an in-memory product; every request is recorded. */
export function reviewsService({ total = 12, reviews, fail = {}, features = ['fit', 'colour'], gates = {} }: ServiceOptions = {}) {
  const all = reviews ?? Array.from({ length: total }, (_, index) => review(index + 1));
  const requests: URL[] = [];
  const answered: Endpoint[] = [];
  const answer = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  const failure = () => answer({ success: false, message: 'Reviews are unavailable' }, 503);
  const order: Record<string, (a: ShownReview, b: ShownReview) => number> = {
    Recent: (a, b) => b.submittedAt.localeCompare(a.submittedAt),
    HighestRating: (a, b) => b.rating - a.rating || b.submittedAt.localeCompare(a.submittedAt),
    LowestRating: (a, b) => a.rating - b.rating || b.submittedAt.localeCompare(a.submittedAt),
  };
  const endpointOf = (url: URL): Endpoint | undefined =>
    url.pathname === '/_api/reviews' ? (url.searchParams.get('hasPhotos') === 'true' ? 'photos' : 'list') : ((url.pathname.split('/')[3] as Endpoint | undefined) ?? undefined);
  const fetch = vi.fn(async (input: string | URL | Request) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://shop.test');
    requests.push(url);
    const endpoint = endpointOf(url);
    if (endpoint && gates[endpoint]) await gates[endpoint];
    const response = respond(url);
    if (endpoint) answered.push(endpoint);
    return response;
  });
  const respond = (url: URL) => {
    const query = url.searchParams;
    if (url.pathname === '/_api/reviews/stats') {
      if (fail.stats) return failure();
      const recommended = all.filter((item) => item.isRecommended === true).length;
      const notRecommended = all.filter((item) => item.isRecommended === false).length;
      const sum = all.reduce((total, item) => total + item.rating, 0);
      return answer({
        averageRating: all.length ? Math.round((sum / all.length) * 10) / 10 : 0,
        totalReviewCount: all.length,
        recommendedCount: recommended,
        notRecommendedCount: notRecommended,
        recommendedPercentage: null,
        ratingDistribution: [5, 4, 3, 2, 1].map((rating) => ({ rating, count: all.filter((item) => item.rating === rating).length })),
        secondaryRatings: [{ label: 'Fit', minLabel: 'Runs small', maxLabel: 'Runs large', rating: 3.2, ratingRange: 5, count: 4 }],
      });
    }
    if (url.pathname === '/_api/reviews/features') return fail.features ? failure() : answer({ features: features.map((feature) => ({ feature, mentions: 3 })) });
    if (url.pathname === '/_api/reviews/summary') {
      return fail.summary ? failure() : answer({ summary: 'Reviewers love the fit and the colour.', disclaimer: 'This summary was generated from customer reviews.' });
    }
    if (url.pathname === '/_api/reviews') {
      const photos = query.get('hasPhotos') === 'true';
      if (photos ? fail.photos : fail.list) return failure();
      const feature = query.get('feature');
      const limit = Number(query.get('limit') ?? 5);
      const page = Number(query.get('page') ?? 1);
      const matching = all
        .filter((item) => !feature || item.reviewText.toLowerCase().includes(feature))
        .filter((item) => !photos || item.photos.length > 0)
        .sort(order[query.get('sort') ?? 'Recent']);
      const results = matching.slice((page - 1) * limit, page * limit);
      const remainingResults = Math.max(0, matching.length - page * limit);
      return answer({ results, remainingResults, hasNextPage: remainingResults > 0 });
    }
    return answer({ message: 'not found' }, 404);
  };
  const listRequests = () => requests.filter((url) => url.pathname === '/_api/reviews' && url.searchParams.get('hasPhotos') !== 'true');
  return { fetch, requests, answered, listRequests, reviews: all };
}

/** IntersectionObserver that reports only when the test says the section is near the viewport. */
class TestIntersectionObserver {
  static instances: TestIntersectionObserver[] = [];
  readonly targets: Element[] = [];
  constructor(
    private readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    TestIntersectionObserver.instances.push(this);
  }
  observe(target: Element) {
    this.targets.push(target);
  }
  unobserve() {}
  disconnect() {
    this.targets.length = 0;
  }
  takeRecords() {
    return [];
  }
  report(isIntersecting: boolean) {
    const entries = this.targets.map((target) => ({ target, isIntersecting }) as IntersectionObserverEntry);
    if (entries.length > 0) this.callback(entries, this as unknown as IntersectionObserver);
  }
}

export function setViewport({ mobile }: { mobile: boolean }) {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => ({ matches: mobile && query.includes('max-width'), media: query, addEventListener() {}, removeEventListener() {} }),
  });
}

export interface Mounted {
  container: HTMLElement;
  service: ReturnType<typeof reviewsService>;
  /** The section scrolls near the viewport. */
  near(): Promise<void>;
  /** The margin the section is watched with, once it is watched. */
  watchedWith(): string | undefined;
  /** Waits until the reviews area shows its stats. */
  loaded(): Promise<void>;
  q(testId: string): HTMLElement | null;
  all(testId: string): HTMLElement[];
  unmount(): void;
}

const mounted: Mounted[] = [];

export async function mountReviews(options: ServiceOptions & { props?: Partial<ProductReviewsProps>; mobile?: boolean } = {}): Promise<Mounted> {
  // Rendered as a browser would (no act): the tests wait for what a shopper would see.
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  const service = reviewsService(options);
  vi.stubGlobal('fetch', service.fetch);
  vi.stubGlobal('IntersectionObserver', TestIntersectionObserver);
  TestIntersectionObserver.instances = [];
  setViewport({ mobile: options.mobile ?? false });
  const container = document.createElement('div');
  document.body.append(container);
  const root: Root = createRoot(container);
  const total = service.reviews.length;
  root.render(<ProductReviews productKey="CST17775" productName="Satin Square Neck Midi Dress" averageRating={4.3} reviewCount={total} {...options.props} />);
  await vi.waitFor(() => {
    if (!container.querySelector('#reviews')) throw new Error('not rendered yet');
  });
  const q = (testId: string) => container.querySelector<HTMLElement>(`[data-testid="${testId}"]`);
  const result: Mounted = {
    container,
    service,
    near: async () => {
      // The section starts observing once its effects have run.
      await vi.waitFor(() => {
        if (!TestIntersectionObserver.instances.some((observer) => observer.targets.length > 0)) throw new Error('not observing yet');
      });
      TestIntersectionObserver.instances.forEach((observer) => observer.report(true));
    },
    watchedWith: () => TestIntersectionObserver.instances.find((observer) => observer.targets.includes(container.querySelector('#reviews')!))?.options.rootMargin,
    loaded: async () => {
      await result.near();
      await vi.waitFor(
        () => {
          if (!q('reviews-summary')) throw new Error('reviews not shown yet');
        },
        { timeout: 3000, interval: 5 },
      );
    },
    q,
    all: (testId) => [...container.querySelectorAll<HTMLElement>(`[data-testid="${testId}"]`)],
    unmount: () => {
      root.unmount();
      container.remove();
    },
  };
  mounted.push(result);
  return result;
}

/**
 * Compiles the area's code before a file's tests (beforeAll, with a long timeout), so a test's
 * time is the shopper's flow, not the first compilation of the lazily loaded modules.
 */
export const preloadArea = () => import('./ReviewsArea.client').then(() => undefined);
export const PRELOAD_TIMEOUT_MS = 60_000;

export function unmountAll() {
  for (const item of mounted.splice(0)) item.unmount();
  vi.unstubAllGlobals();
  document.documentElement.style.overflow = '';
}

export const waitFor = <T,>(check: () => T) => vi.waitFor(check, { timeout: 3000, interval: 5 });

export function choose(select: HTMLSelectElement, value: string) {
  select.value = value;
  select.dispatchEvent(new Event('change', { bubbles: true }));
}

export const texts = (elements: readonly Element[]) => elements.map((element) => element.textContent?.trim() ?? '');

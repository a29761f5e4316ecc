import Markdown from 'react-markdown';
import { safeUrl } from '@storefront/cms-models/safe-url';
import { imageUrl } from '../../shared/image-url';
import { ResponsiveImage } from '../../shared/ResponsiveImage';
import { bottomSeoText } from '../rules/layout';
import { noResultsContent } from '../rules/listing-messages';
import { buildListingUrl, withoutScrollTo } from '../rules/listing-url';
import { CarouselProductCard } from '../../shared/product/ui/CarouselProductCard';
import { FilterBarPlaceholder } from './FilterBarPlaceholder';
import { ListingResults } from './ListingResults.client';
import { firstPageResponse } from '../rules/browser-listing';
import { listingServerCards } from './listing-server-cards';
import { ImageSearchPrompt, VisualSearchHeader } from './VisualSearchHeader';
import type { ListingView } from './model';
import resultsStyles from './Listing.module.css';
import styles from './ListingPage.module.css';

/** Links in CMS markdown pass the one URL rule or lose their target; no raw HTML is ever rendered. */
function safeHref(url: string): string {
  return safeUrl(url, 'link') ?? '#';
}

function CmsMarkdown({ text }: { text: string }) {
  return (
    <Markdown skipHtml urlTransform={safeHref} disallowedElements={['img', 'script', 'iframe']} unwrapDisallowed>
      {text}
    </Markdown>
  );
}

/** Category cards sit two across on phones, four from tablets up (ListingPage.module.css). */
const CATEGORY_CARD_SIZES = '(max-width: 767px) 50vw, 25vw';
const CATEGORY_CARD_WIDTHS = [240, 360, 480, 720] as const;
/** The cards' 4:5 frame (width / height). */
const CATEGORY_CARD_RATIO = 4 / 5;
/** Above the fold on phones (two rows) and desktops (one row): their images load first. */
const EAGER_CATEGORY_CARDS = 4;

/** Grid cards above the fold on phones (two rows) and desktops (one row): their images load first. */
const EAGER_GRID_CARDS = 4;

/** A banner with category cards fills the first screen: the product grid starts below the fold. */
function bannerFillsFirstScreen(listing: ListingView): boolean {
  return (listing.content?.categoryCards.length ?? 0) > 0;
}

function Banner({ listing }: { listing: ListingView }) {
  const content = listing.content;
  if (!content) return null;
  const hasBanner = content.bannerMarkdown || content.roundels.length > 0 || content.categoryCards.length > 0;
  if (!hasBanner) return null;
  return (
    <section className={styles.banner} aria-label="Featured">
      {content.bannerMarkdown ? (
        <div className={styles.bannerText}>
          <CmsMarkdown text={content.bannerMarkdown} />
        </div>
      ) : null}
      {content.roundels.length > 0 ? (
        <ul className={styles.roundels}>
          {content.roundels.map((roundel) => (
            <li key={roundel.id}>
              <a href={safeUrl(roundel.href)}>
                <img src={imageUrl(roundel.image.url, { w: 168, h: 168, fit: 'fill', fm: 'webp', q: 75 })} alt="" width={84} height={84} />
                {roundel.label}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      {content.categoryCards.length > 0 ? (
        <ul className={styles.cards}>
          {content.categoryCards.map((card, index) => (
            <li key={card.id}>
              <a href={safeUrl(card.href)}>
                <ResponsiveImage
                  src={card.image.url}
                  alt={card.image.alt}
                  aspectRatio={CATEGORY_CARD_RATIO}
                  widths={CATEGORY_CARD_WIDTHS}
                  sizes={CATEGORY_CARD_SIZES}
                  eager={index < EAGER_CATEGORY_CARDS}
                />
                <span>{card.label}</span>
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

function SeoText({ text }: { text: string }) {
  const { text: teaser, truncated } = bottomSeoText(text.replace(/[#*_[\]()>`]/g, '').replace(/\s+/g, ' '));
  if (!truncated) {
    return (
      <section className={styles.seo} aria-label="About this category">
        <CmsMarkdown text={text} />
      </section>
    );
  }
  return (
    <section className={styles.seo} aria-label="About this category">
      <details>
        <summary>
          <span>{teaser}</span> Read more
        </summary>
        <CmsMarkdown text={text} />
      </details>
    </section>
  );
}

function NoResults({ listing }: { listing: ListingView }) {
  const content = noResultsContent({ kind: listing.state.kind, query: listing.state.query });
  return (
    <div className={styles.empty} data-testid="no-results">
      <h2>{content.heading}</h2>
      <a className={styles.browse} href={content.browseHref}>
        {content.browseLabel}
      </a>
      {listing.suggestions.length > 0 ? (
        <section className={styles.suggestions} aria-label={content.carouselTitle}>
          <h3>{content.carouselTitle}</h3>
          <ul className={resultsStyles.grid}>
            {listing.suggestions.slice(0, 10).map((product) => (
              <li key={product.id}>
                <CarouselProductCard product={product} sizes="(max-width: 767px) 50vw, 20vw" />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}

export interface ListingPageProps {
  listing: ListingView;
  pagesEndpoint: string;
  /** Staff tools, rendered by the site when the viewer is on the office network. */
  staffTools?: React.ReactNode;
  /** The search-with-a-photo button: on search pages, and in a visual search's header. */
  imageSearch?: React.ReactNode;
}

/** A category or search listing (L §2): breadcrumbs, banner, filters, grid, SEO text. */
export function ListingPage({ listing, pagesEndpoint, staffTools, imageSearch }: ListingPageProps) {
  const { state, category, content } = listing;
  const eagerImages = bannerFillsFirstScreen(listing) ? 0 : EAGER_GRID_CARDS;
  const heading = state.kind === 'search' ? (state.query ? `Results for “${state.query}”` : 'Search') : (content?.heading ?? category?.name ?? 'Shop');
  return (
    <div className={styles.page} data-testid="listing-page">
      {category ? (
        <nav className={styles.breadcrumbs} aria-label="Breadcrumb">
          <ol>
            {category.breadcrumbs.map((crumb, index) => (
              <li key={crumb.href}>{index === category.breadcrumbs.length - 1 ? <span aria-current="page">{crumb.label}</span> : <a href={crumb.href}>{crumb.label}</a>}</li>
            ))}
          </ol>
        </nav>
      ) : null}
      <h1 className={styles.heading}>{listing.visualSearch ? 'Shop by photo' : heading}</h1>
      {staffTools}
      {listing.visualSearch ? (
        <VisualSearchHeader view={listing.visualSearch} state={state} upload={imageSearch} />
      ) : state.kind === 'search' && imageSearch ? (
        <ImageSearchPrompt>{imageSearch}</ImageSearchPrompt>
      ) : null}
      <Banner listing={listing} />
      {category && category.children.length > 0 && !content?.categoryCards.length ? (
        <ul className={styles.subcategories} aria-label="Categories">
          {category.children.map((child) => (
            <li key={child.href}>
              <a href={child.href}>{child.name}</a>
            </li>
          ))}
        </ul>
      ) : null}
      <ListingResults
        key={buildListingUrl(withoutScrollTo(state))}
        state={state}
        response={firstPageResponse(listing.response)}
        pageSize={listing.pageSize}
        reviewsEnabled={listing.reviewsEnabled}
        badges={listing.badges}
        pagesEndpoint={pagesEndpoint}
        emptyView={<NoResults listing={listing} />}
        sponsored={listing.sponsored}
        eagerImages={eagerImages}
        serverCards={listingServerCards(listing, eagerImages)}
        filterBarPlaceholder={<FilterBarPlaceholder response={listing.response} filters={state.filters} sort={state.sort} nextDay={state.nextDay} />}
      />
      {content?.bottomSeoMarkdown ? <SeoText text={content.bottomSeoMarkdown} /> : null}
    </div>
  );
}

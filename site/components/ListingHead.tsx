import { breadcrumbListJsonLd, itemListJsonLd, pageLinks, serialiseJsonLd } from '@storefront/plugins/listing/rules/metadata';
import type { ListingView } from '@storefront/plugins/listing/ui/model';

/** rel prev / next and the JSON-LD ItemList and BreadcrumbList of a listing (L §2); React hoists the links into <head>. */
export function ListingHead({ listing, origin }: { listing: ListingView; origin: string }) {
  const links = pageLinks(origin, listing.state, { total: listing.response.total, pageSize: listing.pageSize });
  const products = itemListJsonLd(
    origin,
    listing.response.edges.map((edge) => edge.node.url),
  );
  const crumbs = listing.category ? breadcrumbListJsonLd(origin, listing.category.breadcrumbs) : undefined;
  return (
    <>
      {links.prev ? <link rel="prev" href={links.prev} /> : null}
      {links.next ? <link rel="next" href={links.next} /> : null}
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serialiseJsonLd(products) }} />
      {crumbs ? <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serialiseJsonLd(crumbs) }} /> : null}
    </>
  );
}

import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ListingToolView } from '@storefront/plugins/product-page/staff/ListingToolView.tsx';
import { listingToolProduct } from '@/lib/staff/listing-tool';

// Staff only, decided per request from the client's address (lib/staff): never cached.
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ productKey: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const lookup = await listingToolProduct((await params).productKey);
  return lookup.status === 'found' ? { title: lookup.product.name } : {};
}

/** /wordsworth/{productKey} (P §2): the internal listing tool's product page; a 404 for anyone off the office network. */
export default async function ListingToolPage({ params }: Props) {
  const lookup = await listingToolProduct((await params).productKey);
  if (lookup.status !== 'found') notFound();
  return <ListingToolView product={lookup.product} siteName={lookup.siteName} />;
}

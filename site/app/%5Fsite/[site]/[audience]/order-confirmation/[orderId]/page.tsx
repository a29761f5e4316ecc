import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { OrderConfirmation } from '@/components/checkout/OrderConfirmation';
import { orderConfirmation } from '@/lib/checkout/order-pages';
import { getSite } from '@/lib/platform/request-site';
import { getViewer } from '@/lib/shopper/viewer';

export const metadata: Metadata = { title: 'Order confirmation', robots: 'noindex,nofollow' };
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ orderId: string }> };

/** /order-confirmation/{orderId}: only the shopper who placed the order sees it; anyone else gets the 404 page. */
export default async function OrderConfirmationPage({ params }: Props) {
  const [{ orderId }, site, viewer] = await Promise.all([params, getSite(), getViewer()]);
  const order = await orderConfirmation(orderId, site.id);
  if (!order) notFound();
  return <OrderConfirmation order={order} signedIn={viewer.kind === 'signed-in'} />;
}

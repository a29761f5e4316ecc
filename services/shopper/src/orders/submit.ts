import type { Database } from '@storefront/db/client';
import type { PaymentGateway } from '../checkout/payment-gateway';
import { orderMessages } from './messages';
import { placeOrder, type OrderRow, type Placement, type PlacementRequest } from './placement';
import { authoriseOrder, reconcileOrder, settleOrder } from './settlement';

export type SubmitOutcome =
  | { ok: true; order: OrderRow }
  | {
      ok: false;
      /** 402 declined, 409 the bag or its details stand in the way (nothing was charged), 502 the provider did not answer. */
      status: 402 | 409 | 502;
      reason: 'declined' | 'stock' | 'total' | 'details' | 'delivery' | 'empty' | 'in-progress' | 'provider';
      message: string;
    };

function outcomeOf(order: OrderRow): SubmitOutcome {
  if (order.status === 'paid') return { ok: true, order };
  if (order.status === 'payment_refused') return { ok: false, status: 402, reason: 'declined', message: orderMessages.declined };
  return { ok: false, status: 502, reason: 'provider', message: orderMessages.providerUnavailable };
}

/** A bag whose earlier payment is unsettled (another tab, or a crash) gets that payment settled first, then one more try. */
async function placeAfterSettlingEarlier(db: Database, gateway: PaymentGateway, request: PlacementRequest): Promise<Placement> {
  const placement = await placeOrder(db, request);
  if (placement.kind !== 'busy') return placement;
  const earlier = await reconcileOrder(db, gateway, placement.pendingOrderId);
  if (!earlier || earlier.status === 'pending_payment') return placement;
  return placeOrder(db, request);
}

/**
 * POST /_api/payments/submitApplePay (P §7): places the order (stock taken, total checked), asks the
 * provider for the payment with the order as idempotency key, and settles the order with the answer.
 * The same token submitted again answers the first order; one found unsettled (a timeout, a
 * restart) is asked about again with the same key before answering.
 */
export async function submitApplePayment(db: Database, gateway: PaymentGateway, request: PlacementRequest): Promise<SubmitOutcome> {
  const placement = await placeAfterSettlingEarlier(db, gateway, request);
  if (placement.kind === 'refused') return { ok: false, status: placement.status, reason: placement.reason, message: placement.message };
  if (placement.kind === 'busy') return { ok: false, status: 409, reason: 'in-progress', message: orderMessages.inProgress };
  const { order } = placement;
  if (order.status !== 'pending_payment') return outcomeOf(order);
  let settled: OrderRow;
  try {
    settled = await settleOrder(db, order.id, await authoriseOrder(gateway, order));
  } catch {
    // The outcome is unknown: the order stays pending until a retry or the reconciliation asks again.
    return { ok: false, status: 502, reason: 'provider', message: orderMessages.providerUnavailable };
  }
  return outcomeOf(settled);
}

import { addBillingAddress } from '@/lib/checkout/cart-handlers';

/** POST /_api/cart/addBillingAddress?cartID (P §7) { billingAddress }. */
export const POST = (request: Request) => addBillingAddress(request);

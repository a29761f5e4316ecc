import { addShippingAddress } from '@/lib/checkout/cart-handlers';

/** POST /_api/cart/addShippingAddress?cartID (P §7) { shippingAddress }. */
export const POST = (request: Request) => addShippingAddress(request);

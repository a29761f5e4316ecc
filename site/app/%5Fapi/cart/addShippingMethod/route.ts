import { addShippingMethod } from '@/lib/checkout/cart-handlers';

/** POST /_api/cart/addShippingMethod?cartID (P §7) { methodId }: the cart with its new total. */
export const POST = (request: Request) => addShippingMethod(request);

import { getShippingMethods } from '@/lib/checkout/cart-handlers';

/** POST /_api/cart/getShippingMethods?cartID (P §7) { postalCode, countryCode? }: the shipping methods. */
export const POST = (request: Request) => getShippingMethods(request);

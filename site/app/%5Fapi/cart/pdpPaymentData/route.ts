import { pdpPaymentData } from '@/lib/checkout/cart-handlers';

/** GET /_api/cart/pdpPaymentData?cartID (P §7): the countries delivered to and the payment methods. */
export const GET = (request: Request) => pdpPaymentData(request);

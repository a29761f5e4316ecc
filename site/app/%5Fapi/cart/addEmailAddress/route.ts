import { addEmailAddress } from '@/lib/checkout/cart-handlers';

/** POST /_api/cart/addEmailAddress?cartID (P §7) { emailAddress }. */
export const POST = (request: Request) => addEmailAddress(request);

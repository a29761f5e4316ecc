import { addToBasket } from '@/lib/shopper/basket-handlers';

/** POST /_api/basket/addToCart (P §7): form field `data` (JSON) or a JSON body; answers the cart. */
export const POST = (request: Request) => addToBasket(request);

import { updateBasketQuantity } from '@/lib/shopper/basket-line-handlers';

/** POST /_api/basket/updateQuantity { sku, customisationKey?, quantity } (1 to 10): answers the cart. */
export const POST = (request: Request) => updateBasketQuantity(request);

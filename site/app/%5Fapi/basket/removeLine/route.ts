import { removeBasketLine } from '@/lib/shopper/basket-line-handlers';

/** POST /_api/basket/removeLine { sku, customisationKey? }: answers the cart. */
export const POST = (request: Request) => removeBasketLine(request);

import { moveBasketLineToWishlist } from '@/lib/shopper/basket-line-handlers';

/** POST /_api/basket/moveToWishlist { sku, customisationKey? }: signed-in shoppers only (401 asks a guest to sign in). */
export const POST = (request: Request) => moveBasketLineToWishlist(request);

import { currentBasket } from '@/lib/shopper/basket-handlers';

/** GET /_api/basket/current: the shopper's basket (for the bag count). */
export const GET = () => currentBasket();

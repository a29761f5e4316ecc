import { savedWishlistItem } from '@/lib/shopper/wishlist-actions';

/** GET /_api/wishlist/savedItem?productKey&colourSelected → { wishlistItem } (present: saved). */
export const GET = (request: Request) => savedWishlistItem(request);

import { currentAccount } from '@/lib/shopper/account-handlers';

/** GET /_api/account/me: who is signed in, and their wishlist (the client state starts here). */
export const GET = () => currentAccount();

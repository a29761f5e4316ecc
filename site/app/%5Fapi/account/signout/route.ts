import { signOutShopper } from '@/lib/shopper/account-handlers';

/** POST /_api/account/signout: ends the session and clears its cookie. */
export const POST = (request: Request) => signOutShopper(request);

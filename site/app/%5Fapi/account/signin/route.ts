import { signInShopper } from '@/lib/shopper/account-handlers';

/** POST /_api/account/signin { email, password }; repeated failures are slowed down (429). */
export const POST = (request: Request) => signInShopper(request);

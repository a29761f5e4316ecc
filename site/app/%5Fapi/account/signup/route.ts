import { signUpShopper } from '@/lib/shopper/account-handlers';

/** POST /_api/account/signup { email, name, password }: creates the account and signs in. */
export const POST = (request: Request) => signUpShopper(request);

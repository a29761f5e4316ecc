import { currentMembership } from '@/lib/shopper/membership-handler';

/** GET /_api/account/membership: the signed-in shopper's premier membership (P §6). */
export const GET = () => currentMembership();

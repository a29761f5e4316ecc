import { customerResponse } from '@/lib/share/customer';

/** GET /_api/customer/getCustomer (P §7): the signed-in shopper's customer.affiliateId. */
export const GET = () => customerResponse();

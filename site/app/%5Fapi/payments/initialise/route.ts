import { initialisePayment } from '@/lib/checkout/payment-handlers';

/** POST /_api/payments/initialise?cartID (P §7) { method, validationURL, isExpress, psp }: the Apple Pay merchant session. */
export const POST = (request: Request) => initialisePayment(request);

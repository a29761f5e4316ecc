import { submitApplePay } from '@/lib/checkout/payment-handlers';

/** POST /_api/payments/submitApplePay?cartID (P §7) { token, adyenConfigKey, quickBuy }: the order, or why not. */
export const POST = (request: Request) => submitApplePay(request);

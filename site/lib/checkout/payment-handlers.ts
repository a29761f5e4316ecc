import 'server-only';
import { headers } from 'next/headers';
import { NextResponse } from 'next/server';
import { submitApplePayment } from '@storefront/shopper/orders/submit';
import { paymentGateway } from '../adyen/gateway';
import { errorResponse } from '../platform/http';
import { log } from '../platform/log';
import { cartCall } from './cart-request';
import { adyenConfigKey, orderConfirmationPath } from './config';
import { initialisePaymentSchema, submitApplePaySchema } from './schemas';

/** The host the shopper's browser is on, without its port: the domain Apple Pay validates the merchant for. */
async function requestDomain(): Promise<string> {
  const requestHeaders = await headers();
  const host = requestHeaders.get('x-forwarded-host') ?? requestHeaders.get('host') ?? 'localhost';
  return host.replace(/:\d+$/, '');
}

/**
 * POST /_api/payments/initialise?cartID { method: 'applepay', validationURL, isExpress, psp } →
 * { sessionData }: the merchant session the sheet's completeMerchantValidation takes. A provider
 * failure answers 502 with a text: the wallet shows 'Payment initialization failed: 502 - {text}'.
 */
export async function initialisePayment(request: Request): Promise<NextResponse> {
  const found = await cartCall(request, initialisePaymentSchema);
  if (!found.ok) return found.response;
  const { cartId, site, body } = found.call;
  try {
    const sessionData = await paymentGateway().applePaySession({ validationURL: body.validationURL, domainName: await requestDomain(), displayName: site.name });
    return NextResponse.json({ sessionData }, { headers: { 'Cache-Control': 'no-store' } });
  } catch (error) {
    log.error('checkout.apple_pay_session.failed', { cartId, reason: error instanceof Error ? error.message : String(error) });
    return errorResponse(502, 'Apple Pay could not be started by the payment provider');
  }
}

/**
 * POST /_api/payments/submitApplePay?cartID { token, adyenConfigKey, quickBuy } → { ok: true,
 * redirect } to the order confirmation, or { ok: false, error } with a 4xx status: sold out (no
 * payment taken), declined, 'total has updated', details missing; 502 when the provider did not
 * answer (the order stays pending and is settled by a retry or the reconciliation).
 */
export async function submitApplePay(request: Request): Promise<NextResponse> {
  const found = await cartCall(request, submitApplePaySchema);
  if (!found.ok) return found.response;
  const { db, cartId, owner, site, body } = found.call;
  if (body.adyenConfigKey !== adyenConfigKey(site)) {
    const message = 'This payment was set up for another shop. Please reload the page and try again.';
    return errorResponse(400, message, { ok: false, error: message });
  }
  const result = await submitApplePayment(db, paymentGateway(), { basketId: cartId, owner, siteId: site.id, currency: site.currency, applePayToken: body.token });
  if (!result.ok) {
    log[result.reason === 'provider' ? 'error' : 'info']('checkout.submit.refused', { cartId, reason: result.reason, status: result.status });
    return errorResponse(result.status, result.message, { ok: false, error: result.message });
  }
  log.info('checkout.order.paid', { orderId: result.order.id, number: result.order.number, cartId, totalPence: result.order.totalPence });
  return NextResponse.json({ success: true, ok: true, redirect: orderConfirmationPath(result.order.id) }, { headers: { 'Cache-Control': 'no-store' } });
}

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@storefront/db/client';
import { openTestDatabase, rowsPerTable } from '@storefront/db/testing';
import { testApplePayToken } from '@storefront/payments/apple-pay/test-token';
import { createPaymentService } from '@storefront/payments/protocol/handler';
import { SEEDED_CATALOGUE } from '@storefront/seed/catalogue/testing';
import type { PaymentGateway } from '@storefront/shopper/checkout/payment-gateway';
import { orderForOwner } from '@storefront/shopper/orders/read';
import { reconcilePendingOrders } from '@storefront/shopper/orders/settlement';
import { submitApplePayment } from '@storefront/shopper/orders/submit';
import { CURRENCY, readyToPay, SITE } from '@storefront/shopper/orders/test-support/checkout';
import { inStockVariants } from '@storefront/shopper/test-support';
import { adyenClient, adyenGateway } from '../adyen/gateway';
import { EMBEDDED_ADYEN_BASE_PATH, EMBEDDED_APPLE_PAY_MERCHANT, EMBEDDED_MERCHANT_ACCOUNT, embeddedAdyenApiKey, setEmbeddedPaymentService } from '../embedded/payment-service';

/**
 * Orders paid through the real adapter (Adyen's library) and the embedded provider, on one
 * database as the storefront runs them: the provider's own payment records and the orders agree,
 * after a double submit and after a stop between the payment and its recording alike.
 */
describe('orders paid through the Adyen adapter and the embedded provider', () => {
  let handle: DatabaseHandle;
  let gateway: PaymentGateway;
  let stocked: Awaited<ReturnType<typeof inStockVariants>>;
  beforeAll(async () => {
    handle = await openTestDatabase({ startFrom: SEEDED_CATALOGUE });
    stocked = await inStockVariants(handle.db, 4);
    setEmbeddedPaymentService(
      createPaymentService({ db: handle.db, credentials: [{ apiKey: embeddedAdyenApiKey(), merchantAccounts: [EMBEDDED_MERCHANT_ACCOUNT] }], applePay: EMBEDDED_APPLE_PAY_MERCHANT, basePath: EMBEDDED_ADYEN_BASE_PATH }),
    );
    gateway = adyenGateway(adyenClient({ mode: 'embedded', returnUrl: 'https://www.example.com/basket' }));
  });
  afterAll(async () => {
    setEmbeddedPaymentService(undefined);
    await handle.close();
  });

  const providerPayments = async () => (await rowsPerTable(handle.db)).psp_payments;
  let transactions = 0;
  const token = (holderName = 'Ada Lovelace') => testApplePayToken({ network: 'visa', last4: '4242', holderName }, `checkout-tx-${(transactions += 1)}`);
  const submit = (owner: { guestId: string }, cartId: string, applePayToken: string, through: PaymentGateway = gateway) =>
    submitApplePayment(handle.db, through, { basketId: cartId, owner, siteId: SITE, currency: CURRENCY, applePayToken });

  it('pays once for a payment submitted twice, and the provider records it under the order', async () => {
    const owner = { guestId: 'adapter-payer' };
    const { cartId, quotedTotal } = await readyToPay(handle.db, owner, [{ sku: stocked[0]!.sku, quantity: 1 }]);
    const before = await providerPayments();
    const applePayToken = token();
    const [first, second] = await Promise.all([submit(owner, cartId, applePayToken), submit(owner, cartId, applePayToken)]);
    if (!first.ok || !second.ok) throw new Error('submit failed');
    expect(second.order.id).toBe(first.order.id);
    expect(first.order).toMatchObject({ status: 'paid', totalPence: quotedTotal, pspReference: expect.stringMatching(/^[A-Z0-9]{16}$/) });
    expect(await providerPayments()).toBe(before! + 1);
    // The provider, asked again under the order's key, names the payment the order records.
    expect(await gateway.authoriseApplePay({ reference: first.order.id, amount: { currency: 'GBP', value: quotedTotal }, applePayToken, shopperEmail: first.order.email, idempotencyKey: first.order.id })).toEqual({
      status: 'authorised',
      pspReference: first.order.pspReference,
    });
  });

  it('refuses a declined card with the provider’s refusal, and puts the stock back', async () => {
    const owner = { guestId: 'adapter-declined' };
    const { cartId } = await readyToPay(handle.db, owner, [{ sku: stocked[1]!.sku, quantity: 1 }]);
    const result = await submit(owner, cartId, token('DECLINED'));
    expect(result).toMatchObject({ ok: false, status: 402, reason: 'declined' });
  });

  it('settles an order whose payment the provider authorised before a stop, to the payment the provider holds', async () => {
    const owner = { guestId: 'adapter-crash' };
    const { cartId } = await readyToPay(handle.db, owner, [{ sku: stocked[2]!.sku, quantity: 2 }]);
    // The provider authorises, and the server stops before it hears back.
    const stopping: PaymentGateway = { ...gateway, authoriseApplePay: async (request) => Promise.reject(new Error(`stopped after ${(await gateway.authoriseApplePay(request)).status}`)) };
    const before = await providerPayments();
    const applePayToken = token();
    expect(await submit(owner, cartId, applePayToken, stopping)).toMatchObject({ ok: false, status: 502, reason: 'provider' });
    expect(await providerPayments()).toBe(before! + 1);

    expect(await reconcilePendingOrders(handle.db, gateway)).toEqual({ paid: 1, refused: 0, unsettled: 0 });
    // The shopper's retry finds the order paid, with the payment the provider holds, and nothing more is charged.
    const retried = await submit(owner, cartId, applePayToken);
    if (!retried.ok) throw new Error(retried.message);
    const held = await gateway.authoriseApplePay({ reference: retried.order.id, amount: { currency: 'GBP', value: retried.order.totalPence }, applePayToken, shopperEmail: retried.order.email, idempotencyKey: retried.order.id });
    expect(held).toEqual({ status: 'authorised', pspReference: retried.order.pspReference });
    expect((await orderForOwner(handle.db, owner, retried.order.id))?.status).toBe('paid');
    expect(await providerPayments()).toBe(before! + 1);
  });

  it('refuses a token that is not a wallet token as the provider does, taking nothing', async () => {
    const owner = { guestId: 'adapter-forged' };
    const { cartId } = await readyToPay(handle.db, owner, [{ sku: stocked[3]!.sku, quantity: 1 }]);
    const before = await providerPayments();
    expect(await submit(owner, cartId, Buffer.from('{"paymentData":"forged"}').toString('base64'))).toMatchObject({ ok: false, status: 402, reason: 'declined' });
    expect(await providerPayments()).toBe(before);
  });
});

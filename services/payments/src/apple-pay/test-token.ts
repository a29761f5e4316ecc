import { z } from 'zod';

/**
 * The embedded provider's Apple Pay tokens. A real token's `data` is encrypted for the merchant's
 * payment processing key; the storefront's test wallet sheet (the embedded default's stand-in
 * for Apple's sheet) makes payment data of the same outline whose `data` is readable:
 *
 *   paymentData = { version: 'EC_v1', data: base64(JSON { network, last4, holderName }),
 *                   signature: 'embedded-test-wallet', header: { transactionId } }
 *
 * and the server sends Adyen base64(JSON(paymentData)) as `applePayToken`, as Adyen asks of a
 * real one. The embedded provider accepts only these test tokens; anything else is refused as
 * Adyen refuses a token that does not conform (422, 5_002).
 */

export const TEST_WALLET_SIGNATURE = 'embedded-test-wallet';

/** Card networks as Apple Pay names them, and Adyen's brand for each when paid with Apple Pay. */
const BRANDS: Record<string, string> = {
  visa: 'visa_applepay',
  mastercard: 'mc_applepay',
  amex: 'amex_applepay',
  discover: 'discover_applepay',
  maestro: 'maestro_applepay',
  jcb: 'jcb_applepay',
};

export interface TestCard {
  network: string;
  last4: string;
  holderName: string;
}

export interface DecodedTestToken {
  /** Adyen's brand variant, e.g. visa_applepay. */
  brand: string;
  last4: string;
  holderName: string;
  transactionId: string;
}

/** The longest token the provider reads (a real one is about 3 KB). */
export const MAX_TOKEN_CHARS = 16 * 1024;

const STRICT_BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

const paymentDataSchema = z.object({
  version: z.literal('EC_v1'),
  data: z.string().max(MAX_TOKEN_CHARS),
  signature: z.literal(TEST_WALLET_SIGNATURE),
  header: z.object({ transactionId: z.string().min(1).max(128) }),
});

const cardSchema = z.object({
  network: z.string().transform((network) => network.toLowerCase()).pipe(z.enum(Object.keys(BRANDS) as [string, ...string[]])),
  last4: z.string().regex(/^\d{4}$/),
  // Adyen's limit for a holder name.
  holderName: z.string().trim().min(1).max(80),
});

function decodeBase64Json(text: string): unknown {
  if (!STRICT_BASE64.test(text)) return undefined;
  try {
    return JSON.parse(Buffer.from(text, 'base64').toString('utf8')) as unknown;
  } catch {
    return undefined;
  }
}

/** The card a test token carries; undefined for anything that is not one of the test wallet's tokens. */
export function decodeTestToken(token: string): DecodedTestToken | undefined {
  if (token.length === 0 || token.length > MAX_TOKEN_CHARS) return undefined;
  const paymentData = paymentDataSchema.safeParse(decodeBase64Json(token));
  if (!paymentData.success) return undefined;
  const card = cardSchema.safeParse(decodeBase64Json(paymentData.data.data));
  if (!card.success) return undefined;
  return { brand: BRANDS[card.data.network]!, last4: card.data.last4, holderName: card.data.holderName, transactionId: paymentData.data.header.transactionId };
}

const base64Json = (value: unknown) => Buffer.from(JSON.stringify(value), 'utf8').toString('base64');

/** The token the storefront sends for a payment made with the test wallet sheet's card (tests build them with it too). */
export function testApplePayToken(card: TestCard, transactionId: string): string {
  return base64Json({ version: 'EC_v1', data: base64Json(card), signature: TEST_WALLET_SIGNATURE, header: { transactionId } });
}

import { z } from 'zod';
import { expressWallet as spec } from '@storefront/machines/spec';

/**
 * The bodies of P §7's cart and payment calls (the express wallet's), validated at the boundary.
 * Blank address fields pass here: the address rules (machines/src/express-wallet-address.ts) name
 * the field the shopper must correct, with P §5's message.
 */

/** `?cartID=`: a basket id as addToCart answers it. */
export const cartIdSchema = z
  .string({ error: 'cartID is required' })
  .min(1, 'cartID is required')
  .max(80, 'cartID is too long')
  .regex(/^bsk-[A-Za-z0-9-]+$/, 'cartID is not a cart id');

const countryCode = z.string().trim().regex(/^[A-Za-z]{2}$/, 'must be a two-letter country code');

export const shippingMethodsQuerySchema = z.object({
  postalCode: z.string().max(16, 'postalCode is too long').regex(/^[A-Za-z0-9 -]*$/, 'postalCode may only hold letters, digits, spaces and dashes'),
  countryCode: countryCode.optional(),
});

export const shippingMethodChoiceSchema = z.object({
  methodId: z.string().min(1, 'methodId is required').max(40).regex(/^[a-z0-9-]+$/, 'methodId is not a shipping method id'),
});

export const emailAddressSchema = z.object({
  emailAddress: z.email(spec.messages.invalidEmail).max(254, 'emailAddress is too long'),
});

const addressText = (max: number) => z.string().max(max, `at most ${max} characters`);

/** P §3 'Address sent to cart'. */
export const cartAddressSchema = z.object({
  firstName: addressText(100),
  lastName: addressText(100),
  streetName: addressText(200),
  additionalStreetInfo: addressText(200).default(''),
  city: addressText(100),
  region: addressText(100).default(''),
  postalCode: addressText(16),
  country: z.union([z.literal(''), countryCode]).transform((value) => value.toUpperCase()),
  phone: addressText(30).default(''),
});

export const shippingAddressSchema = z.object({ shippingAddress: cartAddressSchema });
export const billingAddressSchema = z.object({ billingAddress: cartAddressSchema });

/**
 * Apple's merchant validation URLs are all on apple.com (Apple Pay on the Web: 'Setting up your
 * server'); the URL is passed on to the payment provider, so nothing else is accepted.
 */
const appleValidationUrl = z
  .string()
  .max(500)
  .refine((value) => {
    try {
      const url = new URL(value);
      return url.protocol === 'https:' && (url.hostname === 'apple.com' || url.hostname.endsWith('.apple.com'));
    } catch {
      return false;
    }
  }, 'validationURL must be an https URL on apple.com');

export const initialisePaymentSchema = z.object({
  method: z.literal('applepay', 'method must be applepay'),
  validationURL: appleValidationUrl,
  isExpress: z.boolean(),
  psp: z.literal('adyen', 'psp must be adyen'),
});

export const submitApplePaySchema = z.object({
  /** base64 of the Apple Pay payment data. */
  token: z
    .string()
    .min(1, 'token is required')
    .max(12_000, 'token is too long')
    .regex(/^[A-Za-z0-9+/]+={0,2}$/, 'token must be base64'),
  adyenConfigKey: z.string().min(1, 'adyenConfigKey is required').max(100),
  quickBuy: z.boolean(),
});

export type CartAddressInput = z.output<typeof cartAddressSchema>;

import { money } from '@storefront/catalogue/queries/money';

/**
 * What a shopper is told when a payment cannot go ahead (P §8: the wallet shows 'Could not finalise
 * Apple Pay payment' and the page these reasons). A submit refused for a changed total says
 * 'total has updated', the marker the wallet revalidates the page on (machines/src/spec.ts).
 */
export const orderMessages = {
  soldOut: (name: string, size: string) => `Sorry, ${name} in size ${size} has just sold out. Your payment has not been taken.`,
  notEnough: (name: string, size: string, left: number) =>
    `Sorry, only ${left} of ${name} in size ${size} ${left === 1 ? 'is' : 'are'} left. Update your bag and try again; your payment has not been taken.`,
  totalUpdated: (totalPence: number) => `Your total has updated to ${money(totalPence).formatted}. Please check your bag and pay again; your payment has not been taken.`,
  declined: 'Your payment was declined and no money has been taken. Please try another card.',
  emptyBag: 'Your bag is empty.',
  missingEmail: 'Please add your email address before paying.',
  missingShippingAddress: 'Please add a delivery address before paying.',
  missingBillingAddress: 'Please add a billing address before paying.',
  missingShippingMethod: 'Please choose a delivery method before paying.',
  deliveryUnavailable: (method: string) => `${method} is not available for your delivery address. Please choose another delivery method.`,
  inProgress: 'A payment for this bag is already being processed. Please wait a moment and check your orders.',
  providerUnavailable: 'We could not confirm your payment with the payment provider. Please try again in a moment; you will not be charged twice.',
} as const;

/**
 * Texts of the delivery panel's islands (countdown badges, social proof), apart from the panel's
 * (delivery.texts.ts) so the browser's first load carries only these few.
 */

/** The delivery countdown badge (P §4): the spec words none of it. */
export const countdownTexts = {
  /** Screen readers hear the badge when it first shows, not every second. */
  label: 'Delivery countdown',
  orderWithin: (time: string, service: 'express' | 'nextDay' | 'standard') =>
    `Order in ${time} for ${service === 'express' ? 'express delivery' : service === 'nextDay' ? 'next day delivery' : 'dispatch today'}`,
  expressAvailable: 'Missed next day delivery? Express delivery is still available',
  time: (hours: number, minutes: number, seconds: number) => (hours > 0 ? `${hours}h ${minutes}m ${seconds}s` : `${minutes}m ${seconds}s`),
} as const;

export const socialProofTexts = {
  label: 'What other shoppers are doing',
  dismiss: 'Dismiss',
} as const;

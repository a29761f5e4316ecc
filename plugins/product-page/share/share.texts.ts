/** The share button's texts: the spec says a 'copied' message shows for 3 s (P §4, §9, machines/src/spec.ts share). */
export const shareTexts = {
  button: 'Share',
  busy: 'Sharing…',
  copied: 'Copied',
} as const;

/** P §7: POST /_api/url-shorten?index with form field url → shorturl. */
export const URL_SHORTEN_ENDPOINT = '/_api/url-shorten?index';
/** P §7: GET /_api/customer/getCustomer → customer.affiliateId. */
export const CUSTOMER_ENDPOINT = '/_api/customer/getCustomer';

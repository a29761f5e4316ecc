import { badRequestResponse as contentBadRequest } from '@storefront/content-space/delivery/refusal';
import { badRequestResponse as paymentsBadRequest } from '@storefront/payments/protocol/fetch-handler';
import { badRequestResponse as searchBadRequest } from '@storefront/search-engine/protocol/fetch-handler';

const ENDPOINT = /^\/_(content|search|discovery|img|adyen)(?:\/|$)/;

/** Whether a path is an embedded endpoint's: no storefront cookies there, and its POSTs are API calls, never page forms. */
export const isEmbeddedEndpoint = (pathname: string) => ENDPOINT.test(pathname);

/**
 * A 400 from an embedded endpoint, refused before it reaches the engine, in the shape its clients
 * read: Contentful's error for /_content, Algolia's for /_search and /_discovery (the engine
 * answers the discovery protocol's errors that way too), Adyen's for /_adyen (the embedded
 * payment provider), plain text for /_img as the image endpoint answers. Undefined for a path
 * that is no embedded endpoint's.
 */
export function embeddedEndpointBadRequest(pathname: string, message: string): Response | undefined {
  switch (ENDPOINT.exec(pathname)?.[1]) {
    case 'content':
      return contentBadRequest(message);
    case 'search':
    case 'discovery':
      return searchBadRequest(message);
    case 'adyen':
      return paymentsBadRequest(message);
    case 'img':
      return new Response(message, { status: 400, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' } });
    default:
      return undefined;
  }
}

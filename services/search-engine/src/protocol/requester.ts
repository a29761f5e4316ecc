import type { SearchHttpResponse, SearchRequest } from './http';

/** The request algoliasearch v5 hands a requester (its EndRequest). */
export interface EndRequest {
  url: string;
  method: string;
  headers: Record<string, string>;
  data?: string | Uint8Array | undefined;
  connectTimeout: number;
  responseTimeout: number;
}

/** What a requester answers (algoliasearch v5's Response). */
export interface EndResponse {
  status: number;
  content: string;
  isTimedOut: boolean;
  headers?: Record<string, string>;
}

export interface InProcessRequester {
  send(request: EndRequest): Promise<EndResponse>;
}

/**
 * An algoliasearch v5 `requester` that answers from the handler in-process, with no socket:
 *
 *   algoliasearch(appId, apiKey, {
 *     requester: createInProcessRequester(handler.handle),
 *     hosts: [{ url: 'localhost/_search', accept: 'readWrite', protocol: 'http' }],
 *   })
 *
 * The handler strips its base path, so the host's path may match the site's mount point.
 */
export function createInProcessRequester(handle: (request: SearchRequest) => Promise<SearchHttpResponse>): InProcessRequester {
  return {
    async send(request) {
      const answer = await handle({ method: request.method, url: request.url, headers: request.headers, body: request.data });
      return { status: answer.status, content: answer.body, isTimedOut: false, headers: answer.headers };
    },
  };
}

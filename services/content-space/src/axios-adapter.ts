import axios, { AxiosError, AxiosHeaders, type AxiosAdapter, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import type { ContentApiHandler } from './delivery/api';

export interface InProcessAdapterOptions {
  /**
   * The path prefix the SDK sends (its `basePath`, e.g. '/_content'); it is stripped before the
   * request reaches the handler, so the handler may be mounted at the root or at the same prefix.
   */
  basePath?: string;
}

const statusTexts: Record<number, string> = {
  200: 'OK',
  201: 'Created',
  204: 'No Content',
  400: 'Bad Request',
  401: 'Unauthorized',
  404: 'Not Found',
  405: 'Method Not Allowed',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Entity',
  500: 'Internal Server Error',
};

/** The request body as bytes, whatever axios made of it (JSON string, buffer, or a stream of a file upload). */
async function requestBody(data: unknown): Promise<Uint8Array | undefined> {
  if (data === undefined || data === null) return undefined;
  if (typeof data === 'string') return new TextEncoder().encode(data);
  if (data instanceof Uint8Array) return data;
  if (data instanceof ArrayBuffer) return new Uint8Array(data);
  if (ArrayBuffer.isView(data)) return new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
  if (typeof data === 'object' && Symbol.asyncIterator in data) {
    const chunks: Uint8Array[] = [];
    for await (const chunk of data as AsyncIterable<Uint8Array | string>) chunks.push(typeof chunk === 'string' ? new TextEncoder().encode(chunk) : chunk);
    return Buffer.concat(chunks);
  }
  return new TextEncoder().encode(JSON.stringify(data));
}

function requestHeaders(config: InternalAxiosRequestConfig): Record<string, string | undefined> {
  const out: Record<string, string | undefined> = {};
  for (const [name, value] of Object.entries(AxiosHeaders.from(config.headers).toJSON())) {
    if (value !== undefined && value !== null) out[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
  }
  return out;
}

/**
 * An axios adapter that answers requests with the in-process content API handler instead of the
 * network, so the real `contentful` SDK can read the embedded space (and `contentful-management`
 * write to it, with a handler that includes the Management API):
 *
 *   createClient({ space, accessToken, host: 'localhost', insecure: true, basePath: '/_content',
 *                  adapter: createInProcessAdapter(api.handle, { basePath: '/_content' }) })
 *
 * Non-2xx answers reject with an AxiosError carrying `response`, exactly as axios' own adapters do,
 * so SDK errors look like real Contentful ones.
 */
export function createInProcessAdapter(handle: ContentApiHandler, options: InProcessAdapterOptions = {}): AxiosAdapter {
  const prefix = (options.basePath ?? '').split('/').filter(Boolean).join('/');
  return async (config) => {
    if (config.signal?.aborted) throw new AxiosError('canceled', AxiosError.ERR_CANCELED, config);
    const url = new URL(axios.getUri(config), 'http://localhost');
    const pathname = prefix && url.pathname.startsWith(`/${prefix}/`) ? url.pathname.slice(prefix.length + 1) : url.pathname;
    const body = await requestBody(config.data);
    const answer = await handle({
      method: (config.method ?? 'get').toUpperCase(),
      url: `${url.origin}${pathname}${url.search}`,
      headers: requestHeaders(config),
      ...(body ? { body } : {}),
    });
    const request = { path: `${pathname}${url.search}`, method: (config.method ?? 'get').toUpperCase() };
    const response: AxiosResponse = {
      data: answer.body,
      status: answer.status,
      statusText: statusTexts[answer.status] ?? '',
      headers: AxiosHeaders.from(answer.headers),
      config,
      request,
    };
    const valid = !config.validateStatus || config.validateStatus(answer.status);
    if (valid) return response;
    throw new AxiosError(
      `Request failed with status code ${answer.status}`,
      answer.status >= 400 && answer.status < 500 ? AxiosError.ERR_BAD_REQUEST : AxiosError.ERR_BAD_RESPONSE,
      config,
      request,
      response,
    );
  };
}

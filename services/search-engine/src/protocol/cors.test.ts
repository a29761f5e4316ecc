import { beforeAll, describe, expect, it } from 'vitest';
import { createSearchEngine } from '../engine/engine';
import { createSearchHandler } from './handler';
import type { SearchRequest } from './http';

/** The CORS answers of the Algolia protocol, as a browser on another origin meets them. */
describe('CORS like Algolia’s search API', () => {
  const ADMIN = 'admin-key';
  const SEARCH = 'search-key';
  const engine = createSearchEngine();
  const { handle } = createSearchHandler(engine, { apiKeys: { admin: ADMIN, search: SEARCH }, applicationId: 'APP', basePath: '/_search' });
  const origin = 'https://another-storefront.example';
  const request = (method: string, url: string, headers: SearchRequest['headers'] = {}, body?: unknown): SearchRequest => ({
    method,
    url,
    headers: { origin, ...headers },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const credentials = { 'x-algolia-api-key': SEARCH, 'x-algolia-application-id': 'APP', 'content-type': 'application/json' };
  const search = async (query: string) => {
    const answer = await handle(request('POST', '/_search/1/indexes/*/queries', credentials, { requests: [{ indexName: 'shop_products', params: `query=${query}` }] }));
    return { ...answer, results: answer.status === 200 ? (JSON.parse(answer.body) as { results: Array<{ nbHits: number }> }).results : [] };
  };

  beforeAll(async () => {
    const saved = await handle(request('PUT', '/_search/1/indexes/shop_products/p1', { ...credentials, 'x-algolia-api-key': ADMIN }, { name: 'Satin midi dress' }));
    expect(saved.status).toBe(200);
  });

  it('answers a preflight for a multi-query with Algolia’s methods, the headers asked for and a day’s max-age', async () => {
    const preflight = await handle(
      request('OPTIONS', '/_search/1/indexes/*/queries', {
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'x-algolia-api-key, x-algolia-application-id, content-type',
      }),
    );
    expect(preflight).toEqual({
      status: 200,
      headers: {
        'access-control-allow-origin': '*',
        'access-control-allow-methods': 'GET, PUT, DELETE, POST, OPTIONS',
        'access-control-allow-headers': 'x-algolia-api-key, x-algolia-application-id, content-type',
        'access-control-max-age': '86400',
        'cache-control': 'max-age=86400',
      },
      body: '',
    });
  });

  it('does not grant a header Algolia’s clients never send', async () => {
    const preflight = await handle(
      request('OPTIONS', '/_search/1/indexes/*/queries', { 'access-control-request-method': 'POST', 'access-control-request-headers': 'traceparent, x-algolia-api-key' }),
    );
    expect(preflight.headers['access-control-allow-headers']).toBe('x-algolia-api-key');
    const onlyForeign = await handle(request('OPTIONS', '/_search/1/indexes/*/queries', { 'access-control-request-method': 'POST', 'access-control-request-headers': 'traceparent' }));
    expect(onlyForeign.headers['access-control-allow-headers']).toBeUndefined();
  });

  it('lets any origin read search answers and errors, without credentials in a preflight', async () => {
    const answer = await search('dress');
    expect(answer).toMatchObject({ status: 200, headers: { 'access-control-allow-origin': '*' }, results: [{ nbHits: 1 }] });
    const refused = await handle(request('POST', '/_search/1/indexes/*/queries', { ...credentials, 'x-algolia-api-key': 'wrong' }, { requests: [] }));
    expect(refused).toMatchObject({ status: 403, headers: { 'access-control-allow-origin': '*' } });
    expect(JSON.parse(refused.body)).toEqual({ message: 'Invalid Application-ID or API key', status: 403 });
    const missing = await handle(request('GET', '/_search/1/nowhere', credentials));
    expect(missing).toMatchObject({ status: 404, headers: { 'access-control-allow-origin': '*' } });
  });

  it('still asks for the admin key to write, whatever the origin', async () => {
    const write = await handle(request('POST', '/_search/1/indexes/shop_products', credentials, { objectID: 'x', name: 'Injected' }));
    expect(write).toMatchObject({ status: 403, headers: { 'access-control-allow-origin': '*' } });
    expect((await search('injected')).results).toMatchObject([{ nbHits: 0 }]);
  });
});

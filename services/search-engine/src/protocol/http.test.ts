import { describe, expect, it } from 'vitest';
import { createSearchEngine } from '../engine/engine';
import { badRequestResponse } from './fetch-handler';
import { createSearchHandler } from './handler';

const ADMIN = 'admin-key';
const SEARCH = 'search-key';

describe('the protocol’s input boundary', () => {
  const engine = createSearchEngine();
  const handler = createSearchHandler(engine, { apiKeys: { admin: ADMIN, search: SEARCH }, basePath: '/_search' });
  const post = (path: string, body: string, key = SEARCH) => handler.handle({ method: 'POST', url: `/_search${path}`, headers: { 'x-algolia-api-key': key, 'content-type': 'application/json' }, body });

  it('refuses a JSON body holding NUL or an unpaired surrogate with Algolia’s 400, naming where', async () => {
    const nul = await post('/1/indexes/*/queries', '{"requests":[{"indexName":"shop","params":"query=dress\\u0000"}]}');
    expect(nul.status).toBe(400);
    expect(JSON.parse(nul.body)).toEqual({ message: "The request body's value at requests[0].params contains a NUL character (U+0000).", status: 400 });
    const surrogate = await post('/1/indexes/shop', '{"objectID":"p1","name":"\\udc00"}', ADMIN);
    expect(surrogate.status).toBe(400);
    expect(JSON.parse(surrogate.body).message).toMatch(/at name contains an unpaired UTF-16 surrogate/);
  });

  it('answers an acceptable body as before', async () => {
    expect((await post('/1/indexes/shop', '{"objectID":"p1","name":"Satin dress 😀"}', ADMIN)).status).toBe(200);
    const ok = await post('/1/indexes/*/queries', '{"requests":[{"indexName":"shop","params":"query=dress"}]}');
    expect(ok.status).toBe(200);
    expect(JSON.parse(ok.body).results[0].hits).toEqual([expect.objectContaining({ objectID: 'p1' })]);
  });

  it('gives the site a 400 in the same shape for a request refused before the handler', async () => {
    const refused = badRequestResponse('The path has a malformed percent-escape.');
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({ message: 'The path has a malformed percent-escape.', status: 400 });
  });
});

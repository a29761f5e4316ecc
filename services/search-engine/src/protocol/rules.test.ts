import { algoliasearch, type Algoliasearch, type Rule } from 'algoliasearch';
import { beforeEach, describe, expect, it } from 'vitest';
import { createSearchEngine, type SearchEngine } from '../engine/engine';
import { patternMatches } from '../engine/rules';
import { words } from '../engine/text/tokenize';
import { handleDiscovery } from './discovery';
import { createSearchHandler } from './handler';
import { createInProcessRequester } from './requester';

/**
 * Query rules through the Algolia REST protocol, driven by the real algoliasearch v5 client over
 * the in-process requester: storing, listing and deleting rules, and what a matching rule does
 * to a search (redirect, userData, appliedRules, query and filter edits).
 */

const ADMIN = 'admin-key';
const SEARCH = 'search-key';
const INDEX = 'shop_products';

const records = [
  { objectID: 'p1', name: 'Satin midi dress', brand: 'Coast', price: 120 },
  { objectID: 'p2', name: 'Linen shirt', brand: 'Burton', price: 35 },
  { objectID: 'p3', name: 'Velvet dress', brand: 'Oasis', price: 60 },
  { objectID: 'p4', name: 'Delivery bag', brand: 'Oasis', price: 5 },
];

function clients(engine: SearchEngine): { admin: Algoliasearch; search: Algoliasearch } {
  const handler = createSearchHandler(engine, { apiKeys: { admin: ADMIN, search: SEARCH }, basePath: '/_search' });
  const options = { requester: createInProcessRequester(handler.handle), hosts: [{ url: 'embedded.local/_search', accept: 'readWrite' as const, protocol: 'http' as const }] };
  return { admin: algoliasearch('APP', ADMIN, options), search: algoliasearch('APP', SEARCH, options) };
}

const redirectRule = (objectID: string, pattern: string, url: string, extra: Partial<Rule> = {}): Rule => ({
  objectID,
  conditions: [{ pattern, anchoring: 'is' }],
  consequence: { params: { renderingContent: { redirect: { url } } } },
  ...extra,
});

describe('query rules over the Algolia REST protocol', () => {
  let engine: SearchEngine;
  let admin: Algoliasearch;
  let search: Algoliasearch;

  beforeEach(async () => {
    engine = createSearchEngine();
    ({ admin, search } = clients(engine));
    await admin.setSettings({ indexName: INDEX, indexSettings: { searchableAttributes: ['name', 'brand'], attributesForFaceting: ['brand'], replicas: [`${INDEX}_price_asc`] } });
    await admin.setSettings({ indexName: `${INDEX}_price_asc`, indexSettings: { customRanking: ['asc(price)'] } });
    await admin.saveObjects({ indexName: INDEX, objects: records });
  });

  const query = async (text: string, extra: Record<string, unknown> = {}, indexName = INDEX) => {
    const { results } = await search.search({ requests: [{ indexName, query: text, ...extra }] });
    return results[0] as Record<string, unknown> & { hits: Array<{ objectID: string }>; nbHits: number };
  };

  it('saves, reads, searches and deletes rules one at a time', async () => {
    const saved = await admin.saveRule({ indexName: INDEX, objectID: 'delivery', rule: redirectRule('delivery', 'delivery', '/pages/delivery', { description: 'Delivery help page' }) });
    expect(saved).toMatchObject({ objectID: 'delivery', taskID: expect.any(Number), updatedAt: expect.any(String) });
    await admin.waitForTask({ indexName: INDEX, taskID: saved.taskID });
    expect(await admin.getRule({ indexName: INDEX, objectID: 'delivery' })).toEqual(redirectRule('delivery', 'delivery', '/pages/delivery', { description: 'Delivery help page' }));

    await admin.saveRule({ indexName: INDEX, objectID: 'off', rule: { ...redirectRule('off', 'sale', '/sale'), enabled: false } });
    expect(await admin.searchRules({ indexName: INDEX, searchRulesParams: { query: 'help' } })).toEqual({ hits: [expect.objectContaining({ objectID: 'delivery' })], nbHits: 1, page: 0, nbPages: 1 });
    expect((await admin.searchRules({ indexName: INDEX, searchRulesParams: { enabled: false } })).hits.map((rule) => rule.objectID)).toEqual(['off']);
    const paged = await admin.searchRules({ indexName: INDEX, searchRulesParams: { hitsPerPage: 1, page: 1 } });
    expect(paged).toMatchObject({ nbHits: 2, page: 1, nbPages: 2, hits: [{ objectID: 'off' }] });

    const deleted = await admin.deleteRule({ indexName: INDEX, objectID: 'delivery' });
    expect(deleted).toMatchObject({ taskID: expect.any(Number), updatedAt: expect.any(String) });
    await expect(admin.getRule({ indexName: INDEX, objectID: 'delivery' })).rejects.toMatchObject({ status: 404, message: 'ObjectID does not exist' });
    await expect(admin.deleteRule({ indexName: INDEX, objectID: 'delivery' })).rejects.toMatchObject({ status: 404 });
  });

  it('replaces every rule with saveRules clearExistingRules, forwards to replicas, and clears', async () => {
    await admin.saveRule({ indexName: INDEX, objectID: 'old', rule: redirectRule('old', 'old', '/old') });
    await admin.saveRules({ indexName: INDEX, rules: [redirectRule('a', 'a', '/a'), redirectRule('b', 'b', '/b')], clearExistingRules: true, forwardToReplicas: true });
    const ids = async (indexName: string) => (await admin.searchRules({ indexName, searchRulesParams: {} })).hits.map((rule) => rule.objectID);
    expect(await ids(INDEX)).toEqual(['a', 'b']);
    expect(await ids(`${INDEX}_price_asc`)).toEqual(['a', 'b']);
    // Without forwardToReplicas only the named index changes.
    await admin.clearRules({ indexName: INDEX });
    expect(await ids(INDEX)).toEqual([]);
    expect(await ids(`${INDEX}_price_asc`)).toEqual(['a', 'b']);
    await admin.clearRules({ indexName: `${INDEX}_price_asc` });
    expect(await ids(`${INDEX}_price_asc`)).toEqual([]);
  });

  it('answers a matching search with renderingContent.redirect, userData and appliedRules; others untouched', async () => {
    await admin.saveRules({
      indexName: INDEX,
      rules: [
        {
          objectID: 'coast-brand',
          conditions: [{ pattern: 'coast', anchoring: 'is' }],
          consequence: { params: { renderingContent: { redirect: { url: '/pages/brands/coast' } } }, userData: { redirectMobile: '/categories/women/facet/collection/coast' } },
        },
      ],
    });
    const hit = await query('Coast');
    expect(hit.renderingContent).toEqual({ redirect: { url: '/pages/brands/coast' } });
    expect(hit.userData).toEqual([{ redirectMobile: '/categories/women/facet/collection/coast' }]);
    expect(hit.appliedRules).toEqual([{ objectID: 'coast-brand' }]);
    // The search itself still runs: the records are there for a client that does not follow redirects.
    expect(hit.nbHits).toBe(1);

    const miss = await query('coast dress');
    expect(miss.renderingContent).toEqual({});
    expect(miss).not.toHaveProperty('userData');
    expect(miss).not.toHaveProperty('appliedRules');
  });

  it('normalises case, accents, punctuation and spacing, and honours each anchoring', async () => {
    await admin.saveRules({
      indexName: INDEX,
      rules: [
        redirectRule('is', 'next day delivery', '/is'),
        { objectID: 'starts', conditions: [{ pattern: 'gift', anchoring: 'startsWith' }], consequence: { userData: { rule: 'starts' } } },
        { objectID: 'ends', conditions: [{ pattern: 'voucher', anchoring: 'endsWith' }], consequence: { userData: { rule: 'ends' } } },
        { objectID: 'contains', conditions: [{ pattern: 'size guide', anchoring: 'contains' }], consequence: { userData: { rule: 'contains' } } },
      ],
    });
    const applied = async (text: string) => ((await query(text)).appliedRules as Array<{ objectID: string }> | undefined)?.map((rule) => rule.objectID) ?? [];
    expect(await applied('  Next-Day   DÉLIVERY! ')).toEqual(['is']);
    expect(await applied('next day delivery uk')).toEqual([]);
    expect(await applied('Gift cards')).toEqual(['starts']);
    expect(await applied('a gift')).toEqual([]);
    expect(await applied('e-gift VOUCHER')).toEqual(['ends']);
    expect(await applied('vouchers')).toEqual([]);
    expect(await applied('dress size guide please')).toEqual(['contains']);
    expect(await applied('size guides')).toEqual([]);
    // Words, not substrings: "delivery" is not "delivery-bag".
    expect(await applied('oversize guide')).toEqual([]);
  });

  it('matches plurals only with alternatives', async () => {
    await admin.saveRule({ indexName: INDEX, objectID: 'alt', rule: { objectID: 'alt', conditions: [{ pattern: 'dress', anchoring: 'is', alternatives: true }], consequence: { userData: { alt: true } } } });
    expect((await query('dresses')).userData).toEqual([{ alt: true }]);
    expect((await query('dress')).userData).toEqual([{ alt: true }]);
  });

  it('applies context conditions only with a matching ruleContexts, and orders several rules by precedence', async () => {
    await admin.saveRules({
      indexName: INDEX,
      rules: [
        { objectID: 'search-only', conditions: [{ pattern: 'dress', anchoring: 'contains', context: 'search' }], consequence: { userData: { from: 'contains' } } },
        { objectID: 'exact', conditions: [{ pattern: 'velvet dress', anchoring: 'is' }], consequence: { params: { renderingContent: { redirect: { url: '/exact' } } }, userData: { from: 'is' } } },
        { objectID: 'category-banner', conditions: [{ context: 'category' }], consequence: { userData: { banner: 'category' } } },
      ],
    });
    const plain = await query('velvet dress');
    expect(plain.appliedRules).toEqual([{ objectID: 'exact' }]);
    const inSearch = await query('velvet dress', { ruleContexts: ['search'] });
    expect(inSearch.appliedRules).toEqual([{ objectID: 'exact' }, { objectID: 'search-only' }]);
    expect(inSearch.userData).toEqual([{ from: 'is' }, { from: 'contains' }]);
    expect(inSearch.renderingContent).toEqual({ redirect: { url: '/exact' } });
    expect((await query('', { ruleContexts: ['category'] })).userData).toEqual([{ banner: 'category' }]);
    expect(await query('', { ruleContexts: ['category'], enableRules: false })).not.toHaveProperty('userData');
  });

  it('skips disabled rules and rules outside their validity', async () => {
    const now = Math.floor(Date.now() / 1000);
    await admin.saveRules({
      indexName: INDEX,
      rules: [
        redirectRule('disabled', 'sale', '/disabled', { enabled: false }),
        redirectRule('expired', 'sale', '/expired', { validity: [{ from: now - 7200, until: now - 3600 }] }),
        redirectRule('future', 'sale', '/future', { validity: [{ from: now + 3600, until: now + 7200 }] }),
        redirectRule('current', 'sale', '/current', { validity: [{ from: now - 60, until: now + 3600 }] }),
      ],
    });
    const result = await query('sale');
    expect(result.appliedRules).toEqual([{ objectID: 'current' }]);
    expect(result.renderingContent).toEqual({ redirect: { url: '/current' } });
  });

  it('rewrites the query and adds filters', async () => {
    await admin.saveRules({
      indexName: INDEX,
      rules: [
        { objectID: 'cheap', conditions: [{ pattern: 'cheap', anchoring: 'contains' }], consequence: { params: { query: { remove: ['cheap'] }, filters: 'price < 100' } } },
        { objectID: 'frock', conditions: [{ pattern: 'frock', anchoring: 'is' }], consequence: { params: { query: 'dress' } } },
      ],
    });
    const cheap = await query('cheap dress');
    expect(cheap.hits.map((hit) => hit.objectID)).toEqual(['p3']);
    expect(cheap.query).toBe('cheap dress');
    expect((await query('frock')).hits.map((hit) => hit.objectID).sort()).toEqual(['p1', 'p3']);
  });

  it('applies the rules of the replica a sorted search goes to', async () => {
    await admin.saveRules({ indexName: INDEX, rules: [redirectRule('sale', 'sale', '/categories/sale')], forwardToReplicas: true });
    expect((await query('sale', {}, `${INDEX}_price_asc`)).renderingContent).toEqual({ redirect: { url: '/categories/sale' } });
  });

  it('refuses rules it could not apply, with a message, and keeps rules admin-only', async () => {
    const refuse = (rule: unknown) => admin.saveRules({ indexName: INDEX, rules: [rule as Rule] });
    await expect(refuse({ objectID: 'p', consequence: { promote: [{ objectID: 'p1', position: 0 }] } })).rejects.toMatchObject({ status: 400, message: expect.stringContaining('promote') });
    await expect(refuse({ objectID: 'h', conditions: [{ pattern: 'x', anchoring: 'is' }], consequence: { params: { hitsPerPage: 3 } } })).rejects.toMatchObject({ status: 400, message: expect.stringContaining('hitsPerPage') });
    await expect(refuse({ objectID: 'a', conditions: [{ pattern: 'x' }], consequence: {} })).rejects.toMatchObject({ status: 400, message: expect.stringContaining('anchoring') });
    await expect(refuse({ objectID: 'f', conditions: [{ pattern: '{facet:brand}', anchoring: 'is' }], consequence: {} })).rejects.toMatchObject({ status: 400, message: expect.stringContaining('Facet patterns') });
    await expect(refuse({ objectID: 'e', conditions: [{ pattern: '', anchoring: 'contains' }], consequence: {} })).rejects.toMatchObject({ status: 400, message: expect.stringContaining('empty pattern') });
    await expect(refuse({ objectID: 'c', conditions: [{ context: 'not a context!' }], consequence: {} })).rejects.toMatchObject({ status: 400 });
    await expect(refuse({ objectID: 'q', consequence: { params: { filters: 'price <' } } })).rejects.toMatchObject({ status: 400 });
    await expect(admin.saveRules({ indexName: INDEX, rules: [redirectRule('d', 'd', '/d'), redirectRule('d', 'e', '/e')] })).rejects.toMatchObject({ status: 400, message: 'Duplicate rule objectID: d' });
    await expect(admin.saveRule({ indexName: INDEX, objectID: 'one', rule: redirectRule('two', 'x', '/x') })).rejects.toMatchObject({ status: 400 });
    expect((await admin.searchRules({ indexName: INDEX })).nbHits).toBe(0);

    await admin.saveRule({ indexName: INDEX, objectID: 'r', rule: redirectRule('r', 'r', '/r') });
    await expect(search.searchRules({ indexName: INDEX })).rejects.toMatchObject({ status: 403 });
    await expect(search.saveRule({ indexName: INDEX, objectID: 'x', rule: redirectRule('x', 'x', '/x') })).rejects.toMatchObject({ status: 403 });
    await expect(admin.searchRules({ indexName: 'missing' })).rejects.toMatchObject({ status: 404, message: 'Index does not exist' });
  });

  it('copies rules with the index (operationIndex scope rules)', async () => {
    await admin.saveRule({ indexName: INDEX, objectID: 'r', rule: redirectRule('r', 'r', '/r') });
    await admin.operationIndex({ indexName: INDEX, operationIndexParams: { operation: 'copy', destination: 'copy_a' } });
    await admin.operationIndex({ indexName: INDEX, operationIndexParams: { operation: 'copy', destination: 'copy_b', scope: ['settings'] } });
    expect((await admin.searchRules({ indexName: 'copy_a' })).nbHits).toBe(1);
    expect((await admin.searchRules({ indexName: 'copy_b' })).nbHits).toBe(0);
  });

  it('gives a discovery keyword search the rule redirect as keywordRedirect', async () => {
    await admin.saveRule({ indexName: INDEX, objectID: 'r', rule: redirectRule('r', 'delivery', '/pages/delivery', { conditions: [{ pattern: 'delivery', anchoring: 'is', context: 'search' }] }) });
    const ask = async (params: Record<string, string>, ruleContexts?: string[]) => {
      const url = `/api/v1/core/?${new URLSearchParams({ request_type: 'search', rows: '5', start: '0', ...params })}`;
      const answer = await handleDiscovery(engine, { index: INDEX, ...(ruleContexts ? { ruleContexts } : {}) }, { method: 'GET', url, headers: {} });
      return JSON.parse(answer.body) as Record<string, unknown>;
    };
    expect((await ask({ q: 'Delivery', search_type: 'keyword' }, ['search'])).keywordRedirect).toEqual({ 'original query': 'Delivery', 'redirected query': 'Delivery', 'redirected url': '/pages/delivery' });
    // Without the context the rule does not apply, and category browsing never redirects.
    expect(await ask({ q: 'delivery', search_type: 'keyword' })).not.toHaveProperty('keywordRedirect');
    expect(await ask({ q: 'delivery', search_type: 'category' }, ['search'])).not.toHaveProperty('keywordRedirect');
  });
});

describe('pattern matching', () => {
  it('compares words after folding', () => {
    expect(patternMatches(words('Crêpe  DRESS'), 'crepe dress', 'is')).toBe(true);
    expect(patternMatches(words(''), '', 'is')).toBe(true);
    expect(patternMatches(words('dress'), '', 'is')).toBe(false);
    expect(patternMatches(words('dress'), '', 'contains')).toBe(false);
    expect(patternMatches(words('red dress'), 'dress', 'endsWith')).toBe(true);
    expect(patternMatches(words('dress'), 'red dress', 'endsWith')).toBe(false);
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { visuallySimilarMachine, visuallySimilarSelectors as select } from '@storefront/machines/visuallySimilar.machine';
import { recommendedCardsFixture } from './fixtures';
import { visuallySimilarActors } from './visual-flow.client';

type Answer = { status?: number; statusText?: string; body: string };

function stubFetch(answers: Record<string, Answer>) {
  const asked: string[] = [];
  vi.stubGlobal('fetch', async (input: string | URL) => {
    const url = String(input);
    asked.push(url);
    const path = url.split('?')[0]!;
    const answer = answers[path];
    if (!answer) return new Response('not found', { status: 404, statusText: 'Not Found' });
    return new Response(answer.body, { status: answer.status ?? 200, statusText: answer.statusText });
  });
  return asked;
}

async function run(display: 'modal' | 'inline') {
  const logged: string[] = [];
  const actor = createActor(visuallySimilarMachine.provide({ actors: visuallySimilarActors, actions: { logFailure: (_, params) => logged.push(params.message) } }), {
    input: { productKey: 'CST00001', colour: 'black', display },
  }).start();
  if (display === 'modal') actor.send({ type: 'visuallySimilar.open' });
  const done = await waitFor(actor, (snapshot) => snapshot.matches('showing') || snapshot.matches('hidden'));
  return { done, logged };
}

const cards = JSON.stringify({ products: recommendedCardsFixture });

describe('visually similar in the browser (P §7, §8)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('reads the endpoint’s items, then loads their cards in the colours found', async () => {
    const asked = stubFetch({
      '/_api/search/visuallySimilar': { body: JSON.stringify({ visualSimilar: [{ item_group_id: 'CST00002', colour: 'red' }, { item_group_id: 'CST00003', colour: 'navy' }] }) },
      '/_api/recommendations/products': { body: cards },
    });
    const { done } = await run('inline');
    expect(select.showsInlineGrid(done)).toBe(true);
    expect(select.source(done)).toBe('visuallySimilar');
    expect(asked[0]).toBe('/_api/search/visuallySimilar?key=CST00001&colour=black');
    expect(decodeURIComponent(asked[1]!)).toBe('/_api/recommendations/products?items=CST00002:red,CST00003:navy');
  });

  it('falls back to recommendations when the endpoint answers non-JSON, logging the spec’s message', async () => {
    stubFetch({ '/_api/search/visuallySimilar': { body: '<html>' }, '/_api/recommendations/similar': { body: cards } });
    const { done, logged } = await run('modal');
    expect(select.isModalOpen(done)).toBe(true);
    expect(select.source(done)).toBe('recommendations');
    expect(logged).toEqual(['VS endpoint returned non-JSON']);
  });

  it('falls back on a non-OK answer with the spec’s message, and hides when the fallback is empty too', async () => {
    stubFetch({ '/_api/search/visuallySimilar': { status: 503, statusText: 'Service Unavailable', body: '' }, '/_api/recommendations/similar': { body: JSON.stringify({ products: [] }) } });
    const { done, logged } = await run('inline');
    expect(done.matches('hidden')).toBe(true);
    expect(logged).toEqual(['Visually Similar endpoint Service Unavailable 503']);
  });
});

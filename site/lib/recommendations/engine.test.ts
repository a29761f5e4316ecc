import { describe, expect, it, vi } from 'vitest';
import { hostedEngine, recommendationEngine, similarOrNone } from './engine';

const item = (id: string, extra: Record<string, unknown> = {}) => ({ product_id: id, item_id: id, title: 'Shirt', brand: 'Coast', local_currency: 'GBP', price: 30, image: '/i.jpg', url: '/product/shirt', ...extra });

describe('recommendation engine adapters', () => {
  it('asks a hosted engine for the product, site and size, and drops items P §5 cannot show', async () => {
    const send = vi.fn(async () => Response.json({ results: [item('A'), item('B', { title: undefined }), 'junk', item('C', { recommendation_source: 'hosted' })] }));
    const engine = hostedEngine({ baseUrl: 'https://recs.example', fetch: send as unknown as typeof fetch });
    const results = await engine.similar({ productKey: 'CST00001', fascia: 'coast', size: 10 });
    expect(String((send.mock.calls[0] as unknown[])[0])).toBe('https://recs.example/recommendations/similar?item_id=CST00001&fascia=coast&size=10');
    expect(results.map((result) => result.product_id)).toEqual(['A', 'C']);
    expect(results[1]).toMatchObject({ recommendation_source: 'hosted' });
  });

  it('treats a failing or malformed hosted answer as none (logged)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const failing = hostedEngine({ baseUrl: 'https://recs.example', fetch: (async () => new Response('down', { status: 502 })) as unknown as typeof fetch });
    const malformed = hostedEngine({ baseUrl: 'https://recs.example', fetch: (async () => Response.json({ items: [] })) as unknown as typeof fetch });
    expect(await similarOrNone(failing, { productKey: 'CST00001', fascia: 'coast', size: 10 })).toEqual([]);
    expect(await similarOrNone(malformed, { productKey: 'CST00001', fascia: 'coast', size: 10 })).toEqual([]);
    expect(warn).toHaveBeenCalledTimes(2);
    warn.mockRestore();
  });

  it('uses the embedded engine unless RECOMMENDATIONS_URL is set', () => {
    expect(recommendationEngine({}).name).toBe('embedded');
    expect(recommendationEngine({ RECOMMENDATIONS_URL: 'https://recs.example' }).name).toBe('hosted');
  });
});

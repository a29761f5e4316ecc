import { describe, expect, it } from 'vitest';
import { queryObject, reviewListQuerySchema, skuQuerySchema } from './query';

const listQuery = (search: string) => reviewListQuerySchema.safeParse(queryObject(`http://shop.test/_api/reviews?${search}`));
const messages = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) => result.error?.issues.map((issue) => issue.message) ?? [];

describe('reviews query strings', () => {
  it('default to the spec’s first page of five, most recent first, without filters', () => {
    expect(listQuery('sku=cst12345-01-02')).toEqual({
      success: true,
      data: { sku: 'CST12345-01-02', limit: 5, page: 1, sort: 'Recent', feature: undefined, hasPhotos: false },
    });
    // Empty values are absent ones; the photo strip's query (P §7) reads up to 100.
    expect(listQuery('sku=CST12345&page=&sort=&feature=&limit=100&hasPhotos=true').data).toEqual({
      sku: 'CST12345',
      limit: 100,
      page: 1,
      sort: 'Recent',
      feature: undefined,
      hasPhotos: true,
    });
    expect(listQuery('sku=CST12345&page=3&sort=LowestRating&feature=Fit').data).toMatchObject({ page: 3, sort: 'LowestRating', feature: 'fit' });
  });

  it('refuse what the endpoints cannot answer, naming the parameter', () => {
    expect(messages(listQuery(''))).toEqual(['sku is required']);
    expect(messages(listQuery('sku='))).toEqual(['sku is required']);
    expect(messages(listQuery('sku=CST12345%27%3B--'))).toEqual([expect.stringMatching(/^sku must be a product SKU/)]);
    expect(messages(listQuery(`sku=${'A'.repeat(65)}`))).toEqual(['sku must be at most 64 characters']);
    for (const limit of ['0', '101', '-1', '2.5', 'ten']) expect(messages(listQuery(`sku=A1&limit=${limit}`)), limit).toEqual(['limit must be a whole number from 1 to 100']);
    for (const page of ['0', 'x', '1e3']) expect(messages(listQuery(`sku=A1&page=${page}`)), page).toEqual(['page must be a whole number from 1 to 10000']);
    expect(messages(listQuery('sku=A1&sort=Newest'))).toEqual(['sort must be one of Recent, HighestRating, LowestRating']);
    expect(messages(listQuery('sku=A1&hasPhotos=yes'))).toEqual(['hasPhotos must be true or false']);
    expect(messages(listQuery('sku=A1&feature=%3Cscript%3E'))).toEqual(['feature must be a word such as fit or colour']);
  });

  it('read the SKU alone for stats, features and summary', () => {
    expect(skuQuerySchema.parse(queryObject('http://shop.test/_api/reviews/stats?sku=%20abc12345-01-01%20&extra=1'))).toEqual({ sku: 'ABC12345-01-01' });
    expect(skuQuerySchema.safeParse(queryObject('http://shop.test/_api/reviews/stats')).success).toBe(false);
  });
});

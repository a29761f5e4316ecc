import { createHash } from 'node:crypto';
import { DEFAULT_CATALOGUE_AS_OF, generateCatalogue } from '../catalogue/generate';
import { describe, expect, it } from 'vitest';
import { PROMOTION_MARKER } from '@storefront/reviews/promotion';
import { productsFromCatalogue } from './products-from-catalogue';
import { places } from './people';
import { featureWords } from './phrases/topics';
import { FEATURES, type Feature } from '@storefront/reviews/vocabulary';
import { roundAverage } from '@storefront/reviews/rating';
import { ratingTotal } from './ratings';
import { generateReviews } from './seed-reviews';

const productList = productsFromCatalogue(generateCatalogue());
const { rows, inexact } = generateReviews(productList);
const byProduct = new Map<string, typeof rows>();
for (const row of rows) byProduct.set(row.productKey, [...(byProduct.get(row.productKey) ?? []), row]);
const asOf = Date.parse(DEFAULT_CATALOGUE_AS_OF);
const share = (predicate: (row: (typeof rows)[number]) => boolean) => rows.filter(predicate).length / rows.length;

describe('generated reviews', () => {
  it('are the same on every run', () => {
    const digest = (list: unknown[]) => createHash('sha256').update(JSON.stringify(list)).digest('hex');
    expect(digest(generateReviews(productList).rows)).toBe(digest(rows));
  });

  it('number exactly each product’s review count and average its rating whenever any ratings can', () => {
    expect(rows.length).toBe(productList.reduce((sum, product) => sum + product.reviewCount, 0));
    for (const product of productList) {
      const own = byProduct.get(product.key) ?? [];
      expect(own).toHaveLength(product.reviewCount);
      const average = roundAverage(
        own.reduce((sum, row) => sum + row.rating, 0),
        own.length,
      );
      if (ratingTotal(product.reviewCount, product.averageRating!).exact) expect(average, product.key).toBe(product.averageRating);
      else expect(Math.abs(average - product.averageRating!)).toBeLessThan(1 / product.reviewCount);
    }
    // Only a few reviews cannot average any rating (one review cannot average 4.3).
    for (const key of inexact) expect(productList.find((product) => product.key === key)!.reviewCount).toBeLessThan(10);
  });

  it('mention in their text every feature they are filed under', () => {
    const unknown = rows.flatMap((row) => row.features.filter((feature) => !(FEATURES as readonly string[]).includes(feature)));
    const unmentioned = rows.flatMap((row) => row.features.filter((feature) => !featureWords[feature as Feature].test(row.text)).map((feature) => `${row.id} ${feature}: ${row.text}`));
    expect(unknown).toEqual([]);
    expect(unmentioned).toEqual([]);
    expect(rows.filter((row) => row.features.length === 0)).toEqual([]);
  });

  it('read as finished sentences with product-specific words', () => {
    expect(rows.filter((row) => /[{}]|undefined|\bnull\b|\s{2}/.test(row.text) || !/[.!]$/.test(row.text)).map((row) => row.text)).toEqual([]);
    expect(rows.filter((row) => /[{}]|undefined/.test(row.title)).map((row) => row.title)).toEqual([]);
    // Varied: tens of thousands of different texts, not a handful of templates.
    expect(new Set(rows.map((row) => row.text)).size).toBeGreaterThan(rows.length * 0.9);
    expect(new Set(rows.map((row) => row.title)).size).toBeGreaterThan(60);
    // Each kind of product is talked about in its own terms.
    const textsOf = (type: string) => rows.filter((row) => productList.find((product) => product.key === row.productKey)?.productType === type).map((row) => row.text).join(' ');
    expect(textsOf('perfume')).toMatch(/scent/);
    expect(textsOf('perfume')).not.toMatch(/fabric|true to size/);
    expect(textsOf('maxi-dress')).toMatch(/true to size/);
    expect(textsOf('face-serum')).toMatch(/skin/);
  });

  it('are dated after the product was listed, within two years before the catalogue date', () => {
    const listed = new Map(productList.map((product) => [product.key, Date.parse(product.createdAt)]));
    const outside = rows.filter((row) => {
      const submitted = Date.parse(row.submittedAt);
      return submitted > asOf || submitted < Math.max(listed.get(row.productKey)!, asOf - 731 * 86_400_000);
    });
    expect(outside).toEqual([]);
  });

  it('are mostly recommended, sometimes answered by the brand, some syndicated, promotional or with photos', () => {
    const answered = rows.filter((row) => row.isRecommended !== undefined);
    expect(answered.filter((row) => row.isRecommended).length / answered.length).toBeGreaterThan(0.75);
    expect(answered.filter((row) => row.isRecommended).length / answered.length).toBeLessThan(0.9);
    expect(share((row) => row.responses.length > 0)).toBeGreaterThan(0.03);
    expect(share((row) => row.isSyndicated === true)).toBeGreaterThan(0.02);
    expect(share((row) => row.text.startsWith(PROMOTION_MARKER))).toBeGreaterThan(0.03);
    expect(share((row) => row.photos.length > 0)).toBeGreaterThan(0.05);
    // Unhappy reviewers rarely recommend; the brand answers them more often.
    const low = rows.filter((row) => row.rating <= 2);
    expect(low.filter((row) => row.isRecommended === true).length / low.length).toBeLessThan(0.2);
    expect(low.filter((row) => row.responses.length > 0).length / low.length).toBeGreaterThan(0.2);
  });

  it('show photos of the product’s own colours and link syndicated reviews to their source', () => {
    const coloursOf = new Map(productList.map((product) => [product.key, product.colours]));
    const badPhotos = rows.flatMap((row) =>
      row.photos.filter((photo) => {
        const match = /^\/_img\/products\/([A-Z]{3}\d{5})\/([a-z0-9-]+)\/(\d)$/.exec(photo.url);
        const colour = coloursOf.get(row.productKey)!.find((candidate) => candidate.colour === match?.[2]);
        return match?.[1] !== row.productKey || !colour || Number(match[3]) > colour.imageCount || !colour.variants.some((variant) => variant.sku === row.sku);
      }),
    );
    expect(badPhotos).toEqual([]);
    const syndicated = rows.filter((row) => row.isSyndicated);
    expect(syndicated.filter((row) => !row.syndicationSourceName || !/^data:image\/svg\+xml,/.test(row.syndicationLogoUrl ?? '') || !/^https:\/\/www\.[a-z.]+\/product\/[a-z0-9-]+$/.test(row.syndicationContentLink ?? ''))).toEqual([]);
    expect(rows.filter((row) => row.userLocation !== undefined && !(places as readonly string[]).includes(row.userLocation!))).toEqual([]);
  });

  it('rate secondary features in line with what the text says', () => {
    for (const row of rows.filter((candidate) => candidate.features.includes('quality') && candidate.secondaryRatings.length > 0)) {
      const quality = row.secondaryRatings.find((rating) => rating.label === 'Quality');
      if (!quality) continue;
      if (/poor quality|quality is (really )?poor|quality just isn/i.test(row.text)) expect(quality.rating).toBeLessThanOrEqual(2);
      if (/great quality|excellent quality|quality is (lovely|excellent)/i.test(row.text)) expect(quality.rating).toBeGreaterThanOrEqual(4);
    }
  });
});

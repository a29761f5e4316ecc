import type { DatabaseHandle } from '@storefront/db/client';
import { productVideos } from '@storefront/db/schema/catalogue';
import { openTestDatabase } from '@storefront/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEEDED_CATALOGUE } from '@storefront/seed/catalogue/testing';
import { seedProductPage } from '@storefront/seed/catalogue/seed-product-page';
import { FILMED_PRODUCTS, proceduralFilms } from '@storefront/seed/imagery/films';
import { handleVideoRequest } from './endpoint';

let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await openTestDatabase({ startFrom: SEEDED_CATALOGUE });
  await seedProductPage(handle.db);
});
afterAll(async () => {
  await handle?.close();
});

const get = (path: string) => handleVideoRequest(new URL(`http://shop.localhost${path}`), { db: handle.db, films: proceduralFilms });

describe('films the catalogue lists', () => {
  it('every seeded film answers with a clip of its purpose, as MP4 and (gallery films) as WebM', async () => {
    const films = await handle.db.select().from(productVideos);
    // A gallery film and the social preview for each filmed product.
    expect(films).toHaveLength(FILMED_PRODUCTS.length * 2);
    const clipSizes = new Map<string, Set<number>>();
    for (const film of films) {
      const response = await get(film.src);
      expect(response.status, film.src).toBe(200);
      expect(response.headers['Content-Type']).toBe(film.mimeType);
      const length = Number(response.headers['Content-Length']);
      clipSizes.set(film.purpose, (clipSizes.get(film.purpose) ?? new Set()).add(length));
      if (film.purpose === 'gallery') expect((await get(film.src.replace(/\.mp4$/, '.webm'))).headers['Content-Type'], film.src).toBe('video/webm');
    }
    // Each product is filmed by its own clip; social clips are not gallery clips.
    expect(clipSizes.get('gallery')!.size).toBe(FILMED_PRODUCTS.length);
    expect([...clipSizes.get('social')!].some((size) => clipSizes.get('gallery')!.has(size))).toBe(false);
  });

  it('a product that is not filmed, or a colour of it that is not, has no film', async () => {
    const [film] = await handle.db.select().from(productVideos).limit(1);
    expect((await get(film!.src.replace(/\/[a-z0-9-]+\/1\.mp4$/, '/no-such-colour/1.mp4'))).status).toBe(404);
    expect((await get('/_video/products/ZZZ99999/black/1.mp4')).status).toBe(404);
  });
});

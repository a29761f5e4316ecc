import 'server-only';
import type { ImageArtwork } from '@storefront/catalogue/images/artwork';
import type { FilmLibrary } from '@storefront/catalogue/videos/films';
import type { ProductNouns } from '@storefront/reviews/vocabulary';
import { productTypeNouns } from '@storefront/seed/catalogue/product-nouns';
import { proceduralFilms } from '@storefront/seed/imagery/films';
import { proceduralArtwork } from '@storefront/seed/imagery/procedural-artwork';

/*
 * The storefront's only product module that imports the synthetic world (seed/): the places
 * it is drawn on at request time rather than seeded into the database. Everything else of the
 * synthetic world reaches the store through `pnpm seed`.
 */

/** The embedded image service (`/_img`) paints the synthetic catalogue's procedural art. */
export const embeddedArtwork: ImageArtwork = proceduralArtwork;

/** The embedded video service (`/_video`) plays the synthetic world's committed clips. */
export const embeddedFilms: FilmLibrary = proceduralFilms;

/** Review summaries name a product by its synthetic product type ("these jeans"); other types read "this product". */
export const catalogueNouns: ProductNouns = productTypeNouns;

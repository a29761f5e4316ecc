import type { GalleryMedia, ProductGalleryProps } from './types';

/**
 * A seeded product's gallery (CST72804, Floral Print Jersey Midi Dress, in khaki): its four views
 * as the image endpoint serves them (1200 × 1800 artwork), for rendering the gallery on its own.
 */
const KEY = 'CST72804';
const NAME = 'Floral Print Jersey Midi Dress';
const VIEWS = ['front', 'back', 'side', 'detail'] as const;

export function seededImages(colour: string, colourLabel: string): GalleryMedia[] {
  return VIEWS.map((view, index) => ({
    kind: 'image',
    src: `/_img/products/${KEY}/${colour}/${index + 1}`,
    alt: `${NAME} in ${colourLabel}, ${view} view`,
    width: 1200,
    height: 1800,
  }));
}

export const galleryFixture: ProductGalleryProps = {
  productName: NAME,
  colour: 'khaki',
  media: seededImages('khaki', 'Khaki'),
};

/** The same with a film after the pictures, at the path the catalogue lists films (served by /_video). */
export const galleryWithVideoFixture: ProductGalleryProps = {
  ...galleryFixture,
  media: [
    ...galleryFixture.media,
    { kind: 'video', src: `/_video/products/${KEY}/khaki/1.mp4`, poster: `/_img/products/${KEY}/khaki/1`, width: 1080, height: 1920, mimeType: 'video/mp4' },
  ],
};

/**
 * The gallery's props in the app's own words (PDP contract): one entry per picture or film of the
 * chosen colour, in the order the shopper sees them.
 */
export type GalleryMedia =
  | {
      kind: 'image';
      /** The image endpoint path without sizing parameters, e.g. /_img/products/CST12345/black/1. */
      src: string;
      alt: string;
      /** Intrinsic size of the source artwork in pixels. */
      width: number;
      height: number;
    }
  | {
      kind: 'video';
      src: string;
      /** The still shown until the shopper presses play. */
      poster: string;
      width: number;
      height: number;
      mimeType: 'video/mp4' | 'video/webm';
    };

export interface ProductGalleryProps {
  media: readonly GalleryMedia[];
  productName: string;
  /** The colour the media show; a new colour starts the gallery afresh at its first picture. */
  colour: string;
  /**
   * The gallery the page shows first (the default colour's): its first picture is preloaded and
   * fetched at once. The other colours' galleries, drawn ready for a swatch press, load lazily.
   */
  priority?: boolean;
}

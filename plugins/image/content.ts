import type { CmsImage, ModelOutput } from '@storefront/cms-models/define';
import type { aspectRatioChoices, imageModel } from './model';

export interface ImageContent {
  id: string;
  image: CmsImage;
  mobileImage: CmsImage | undefined;
  /** width / height of the frame; undefined keeps each image's own ratio. */
  ratio: number | undefined;
  caption: string | undefined;
  href: string | undefined;
}

const RATIOS: Record<(typeof aspectRatioChoices)[number], number | undefined> = {
  original: undefined,
  'ratio2:3': 2 / 3,
  'ratio1:1': 1,
  'ratio4:5': 4 / 5,
  'ratio9:16': 9 / 16,
  'ratio16:9': 16 / 9,
  'ratio21:9': 21 / 9,
};

export function toImageContent(fields: ModelOutput<typeof imageModel>, entry: { id: string }): ImageContent {
  return {
    id: entry.id,
    image: fields.image,
    mobileImage: fields.mobileImage,
    ratio: RATIOS[fields.aspectRatio ?? 'original'],
    caption: fields.caption,
    href: fields.href,
  };
}

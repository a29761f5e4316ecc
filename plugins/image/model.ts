import { defineContentType, field } from '@storefront/cms-models/define';
import { visibilityField } from '@storefront/cms-models/structure';

/** Spec aspect ratio codes. */
export const aspectRatioChoices = ['original', 'ratio2:3', 'ratio1:1', 'ratio4:5', 'ratio9:16', 'ratio16:9', 'ratio21:9'] as const;

export const imageModel = defineContentType({
  id: 'image',
  name: 'Image',
  description: 'A single image, optionally with a separate mobile crop, a caption and a link.',
  displayField: 'internalName',
  fields: {
    internalName: field.symbol({ name: 'Internal name', required: true }),
    image: field.image({ name: 'Image', required: true }),
    mobileImage: field.image({ name: 'Mobile image' }),
    aspectRatio: field.choice({ name: 'Aspect ratio', choices: aspectRatioChoices }),
    caption: field.symbol({ name: 'Caption', localized: true, maxLength: 160 }),
    href: field.url({ name: 'Link' }),
    visibility: visibilityField(),
  },
});

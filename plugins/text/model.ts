import { defineContentType, field } from '@storefront/cms-models/define';
import { visibilityField } from '@storefront/cms-models/structure';

export const textModel = defineContentType({
  id: 'text',
  name: 'Text',
  description: 'Rich text: headings, paragraphs, lists, quotes, links and inline images.',
  displayField: 'internalName',
  fields: {
    internalName: field.symbol({ name: 'Internal name', required: true }),
    body: field.richText({ name: 'Body', required: true }),
    alignment: field.choice({ name: 'Alignment', choices: ['left', 'centre'] as const }),
    width: field.choice({ name: 'Width', choices: ['narrow', 'standard', 'wide'] as const }),
    visibility: visibilityField(),
  },
});

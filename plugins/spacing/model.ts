import { defineContentType, field } from '@storefront/cms-models/define';
import { visibilityField } from '@storefront/cms-models/structure';

export const spacingSizes = ['xs', 's', 'm', 'l', 'xl'] as const;

export const spacingModel = defineContentType({
  id: 'spacing',
  name: 'Spacing',
  description: 'Vertical space between blocks, optionally with a dividing line.',
  displayField: 'internalName',
  fields: {
    internalName: field.symbol({ name: 'Internal name', required: true }),
    size: field.choice({ name: 'Size (desktop)', choices: spacingSizes, required: true }),
    mobileSize: field.choice({ name: 'Size (mobile)', choices: spacingSizes }),
    divider: field.boolean({ name: 'Show a dividing line' }),
    visibility: visibilityField(),
  },
});

import type { ModelOutput } from '@storefront/cms-models/define';
import type { spacingModel, spacingSizes } from './model';

type Size = (typeof spacingSizes)[number];

export interface SpacingContent {
  size: Size;
  mobileSize: Size;
  divider: boolean;
}

export function toSpacingContent(fields: ModelOutput<typeof spacingModel>): SpacingContent {
  return { size: fields.size, mobileSize: fields.mobileSize ?? fields.size, divider: fields.divider };
}

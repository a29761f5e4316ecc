import { defineBlockManifest } from '../core/manifest';
import { toSpacingContent } from './content';
import { spacingFixtures } from './fixtures';
import { spacingModel } from './model';

export const spacingManifest = defineBlockManifest({
  model: spacingModel,
  label: 'Spacing',
  description: 'Vertical space between blocks, with an optional divider.',
  thumbnail:
    '<svg viewBox="0 0 64 40" xmlns="http://www.w3.org/2000/svg"><rect width="64" height="40" rx="3" fill="#f4f1ec"/><path d="M32 6v28M26 12l6-6 6 6M26 28l6 6 6-6" stroke="#555" stroke-width="2" fill="none"/></svg>',
  toContent: toSpacingContent,
  fixtures: spacingFixtures,
});

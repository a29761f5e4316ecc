import { defineBlockManifest } from '../core/manifest';
import { toImageContent } from './content';
import { imageFixtures } from './fixtures';
import { imageModel } from './model';

export const imageManifest = defineBlockManifest({
  model: imageModel,
  label: 'Image',
  description: 'One image with an optional mobile crop, caption and link.',
  thumbnail:
    '<svg viewBox="0 0 64 40" xmlns="http://www.w3.org/2000/svg"><rect width="64" height="40" rx="3" fill="#cfd8d3"/><path d="M8 32l14-14 10 10 8-6 16 10z" fill="#7d938a"/><circle cx="46" cy="12" r="4" fill="#fff"/></svg>',
  toContent: toImageContent,
  fixtures: imageFixtures,
});

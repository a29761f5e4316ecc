import { defineBlockManifest } from '../core/manifest';
import { toTextContent } from './content';
import { textFixtures } from './fixtures';
import { textModel } from './model';

export const textManifest = defineBlockManifest({
  model: textModel,
  label: 'Text',
  description: 'Rich text with headings, lists, quotes, links and inline images.',
  thumbnail:
    '<svg viewBox="0 0 64 40" xmlns="http://www.w3.org/2000/svg"><rect width="64" height="40" rx="3" fill="#f4f1ec"/><rect x="14" y="8" width="36" height="5" rx="1" fill="#333"/><rect x="10" y="18" width="44" height="2.5" rx="1" fill="#888"/><rect x="10" y="24" width="44" height="2.5" rx="1" fill="#888"/><rect x="16" y="30" width="32" height="2.5" rx="1" fill="#888"/></svg>',
  toContent: toTextContent,
  fixtures: textFixtures,
});

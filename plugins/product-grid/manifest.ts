import { defineBlockManifest } from '../core/manifest';
import { toProductGridContent } from './content';
import { productGridFixtures } from './fixtures';
import { productGridModel } from './model';

export const productGridManifest = defineBlockManifest({
  model: productGridModel,
  label: 'Product grid',
  description: 'Products chosen by a search query or by product keys, with an optional button.',
  thumbnail:
    '<svg viewBox="0 0 64 40" xmlns="http://www.w3.org/2000/svg"><rect width="64" height="40" rx="3" fill="#f4f1ec"/><g fill="#cbbfb1"><rect x="5" y="6" width="11" height="17"/><rect x="19" y="6" width="11" height="17"/><rect x="33" y="6" width="11" height="17"/><rect x="47" y="6" width="11" height="17"/></g><g fill="#777"><rect x="5" y="26" width="9" height="2"/><rect x="19" y="26" width="9" height="2"/><rect x="33" y="26" width="9" height="2"/><rect x="47" y="26" width="9" height="2"/></g></svg>',
  toContent: toProductGridContent,
  fixtures: productGridFixtures,
});

import { describe, expect, it } from 'vitest';
import { defineContentType, field } from '@storefront/cms-models/define';
import { hasErrors, validateEntry } from './validate';
import { modelOf } from './test-support';

describe('validateEntry', () => {
  it('maps the model’s zod issues to fields, one message per problem, with "Required" for empty required fields', () => {
    const errors = validateEntry(modelOf('productGrid'), { internalName: '  ', source: 'nope', limit: 1.5, productKeys: ['ok', 'not ok'], ctaHref: 'javascript:x' });
    expect(errors).toEqual({
      internalName: ['Required'],
      source: ['Must be one of: searchQuery, productKeys'],
      limit: ['Must be a whole number'],
      productKeys: ['Item 2: Product keys are letters, digits and dashes'],
      ctaHref: ['Must be a site path such as /pages/sale or an http(s) URL'],
    });
    expect(hasErrors(errors)).toBe(true);
    expect(hasErrors(validateEntry(modelOf('spacing'), { internalName: 'Gap', size: 'm' }))).toBe(false);
  });

  it('runs the model’s rules over the valid fields, and waits for a rule that needs an invalid one', () => {
    expect(validateEntry(modelOf('productGrid'), { source: 'productKeys' })).toEqual({ internalName: ['Required'], productKeys: ['At least one product key is needed'] });
    const model = defineContentType({
      id: 'strict',
      name: 'Strict',
      description: 'A rule that reads a field without checking it is there.',
      displayField: 'name',
      fields: { name: field.symbol({ name: 'Name', required: true }), size: field.integer({ name: 'Size' }) },
      check: (fields) => (fields.name.length > 3 ? [] : [{ field: 'name', message: 'Too short' }]),
    });
    expect(validateEntry(model, {})).toEqual({ name: ['Required'] });
    expect(validateEntry(modelOf('productGrid'), { internalName: 'G', source: 'productKeys', productKeys: ['bad key'] })).toEqual({
      productKeys: ['Item 1: Product keys are letters, digits and dashes'],
    });
    expect(validateEntry(model, { name: 'abc' })).toEqual({ name: ['Too short'] });
  });

  it('names the key of an object field’s problem and keeps nested entries’ problems to their own forms', () => {
    expect(validateEntry(modelOf('heroBannerHotspot'), { altText: 'x', imageHotspotLink: '/x', desktopCoords: { percentage_startX: 'a' } }).desktopCoords?.[0]).toMatch(/^percentage_startX: /);
    const errors = validateEntry(modelOf('heroBanner'), {
      internalName: 'Hero',
      image: { kind: 'asset', id: 'a', title: '', description: '', url: '/a.jpg', fileName: 'a.jpg', contentType: 'image/jpeg' },
      links: [{ kind: 'entry', id: 'l', contentType: 'heroBannerLink', fields: {} }],
    });
    expect(errors).toEqual({});
  });
});

import { describe, expect, it } from 'vitest';
import { badgeModel, contrastRatio } from './badge';
import { toContentfulContentType } from './define';

const valid = { name: 'Bestseller', placement: 'PLP-topLeft_productImage, CAROUSEL-topLeft_productImage', text1: 'Bestseller' };
const issues = (fields: Record<string, unknown>) => {
  const result = badgeModel.schema.safeParse({ ...valid, ...fields });
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

describe('badge content type (L §3)', () => {
  it('accepts a badge with the spec fields and gives them typed', () => {
    const parsed = badgeModel.schema.parse({
      ...valid,
      fascia: 'hartley',
      categorySlug: 'women/dresses, beauty',
      productKeys: ['HRT-1001', 'HRT-1002'],
      priority: 1,
      text2: 'Code SPRING',
      discount: 20,
      icon: 'gift',
      backgroundColor: '#1a1a1a',
      textColor: '#ffffff',
      borderColor: '#1a1a1a',
    });
    expect(parsed).toMatchObject({ priority: 1, discount: 20, productKeys: ['HRT-1001', 'HRT-1002'], icon: 'gift' });
  });

  it('rejects unknown placements, malformed category lists and discounts out of range', () => {
    expect(issues({ placement: 'PLP_sticker' })[0]).toMatch(/^placement: Use placements/);
    expect(issues({ placement: 'PLP-middle_productImage' })[0]).toMatch(/^placement:/);
    expect(issues({ placement: 'PLP_promo,' })[0]).toMatch(/^placement:/);
    expect(issues({ categorySlug: 'Women Dresses' })[0]).toMatch(/^categorySlug:/);
    expect(issues({ discount: 95 })[0]).toMatch(/^discount: Must be at most 90/);
    expect(issues({ text1: '' })[0]).toMatch(/^text1:/);
    expect(issues({ icon: 'skull' })[0]).toMatch(/^icon:/);
  });

  it('rejects colours a shopper could not read', () => {
    expect(issues({ textColor: '#ffffff' })).toEqual([expect.stringMatching(/^textColor: Text #ffffff on #ffffff has a contrast of 1\.0:1/)]);
    expect(issues({ backgroundColor: '#333333' })).toEqual([expect.stringMatching(/^backgroundColor: .*at least 4\.5:1/)]);
    expect(issues({ textColor: '#ffffff', backgroundColor: '#1a1a1a' })).toEqual([]);
    expect(issues({ textColor: '#a3123a' })).toEqual([]);
  });

  it('measures contrast as WCAG does', () => {
    expect(contrastRatio('#000', '#fff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
  });

  it('exports as a Contentful content type with its validations', () => {
    const type = toContentfulContentType(badgeModel, []);
    expect(type.sys.id).toBe('badge');
    expect(type.fields.find((field) => field.id === 'placement')?.validations[0]).toMatchObject({ regexp: expect.any(Object) });
    expect(type.fields.find((field) => field.id === 'priority')?.type).toBe('Integer');
  });
});

import { describe, expect, it } from 'vitest';
import { swatchPhotoUrl } from './swatch-photo';

describe('swatch photographs', () => {
  it('sizes the photograph at twice the tall swatch (60×90) for clothing', () => {
    expect(swatchPhotoUrl('/_img/products/HV-100/sage/1', 'clothing')).toBe('/_img/products/HV-100/sage/1?w=120&h=180&fit=fill&q=80');
  });

  it('gives none where the picker shows colour dots, or without a photograph', () => {
    expect(swatchPhotoUrl('/_img/products/HV-100/sage/1', 'beauty')).toBeUndefined();
    expect(swatchPhotoUrl(undefined, 'clothing')).toBeUndefined();
  });

  it('refuses a photograph whose URL fails the URL rule', () => {
    expect(swatchPhotoUrl('javascript:alert(1)', 'clothing')).toBeUndefined();
  });
});

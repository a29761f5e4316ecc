import { describe, expect, it } from 'vitest';
import { parseProductSku, productSku } from './skus';

describe('product SKUs (L §5, P §5)', () => {
  it('cuts a SKU with a hyphen at the hyphen', () => {
    expect(productSku('CST12345-001-10')).toBe('CST12345');
    expect(productSku('abc12345-2')).toBe('abc12345');
  });

  it('keeps SKUs that start with P or p whole', () => {
    expect(productSku('P12345-001')).toBe('P12345-001');
    expect(productSku('p12345-001')).toBe('p12345-001');
  });

  it('keeps SKUs without a hyphen', () => {
    expect(productSku('CST12345')).toBe('CST12345');
  });

  it('reads the colour after the # sign', () => {
    expect(parseProductSku('CST12345-001-10#black')).toEqual({ sku: 'CST12345', colour: 'black' });
    expect(parseProductSku('P12345-01#Dusty Rose')).toEqual({ sku: 'P12345-01', colour: 'Dusty Rose' });
    expect(parseProductSku('CST12345')).toEqual({ sku: 'CST12345', colour: undefined });
    expect(parseProductSku('CST12345#')).toEqual({ sku: 'CST12345', colour: undefined });
  });

  it('gives nothing when there is no SKU', () => {
    expect(parseProductSku('')).toBeUndefined();
    expect(parseProductSku('#black')).toBeUndefined();
    expect(parseProductSku('-001#black')).toBeUndefined();
    expect(parseProductSku(undefined)).toBeUndefined();
    expect(parseProductSku(12345)).toBeUndefined();
  });
});

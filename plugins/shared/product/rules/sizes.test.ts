import { describe, expect, it } from 'vitest';
import { canHideSizePicker, cardSizeLabel, compareSizes, isOneSize, isSizeSelectable, sortSizes, stockMessage, usesSizeDropdown } from './sizes';


describe('size order (L §5: sorted ascending, size-aware)', () => {
  it('sorts numeric sizes by number, not as text', () => {
    expect(sortSizes(['10', '8', '20', '6', '12', '16', '14', '18'])).toEqual(['6', '8', '10', '12', '14', '16', '18', '20']);
    expect(sortSizes(['5.5', '5', '4½', '6'])).toEqual(['4½', '5', '5.5', '6']);
  });

  it('sorts letter sizes XS to XXL', () => {
    expect(sortSizes(['XL', 'S', 'XXL', 'M', 'XS', 'L'])).toEqual(['XS', 'S', 'M', 'L', 'XL', 'XXL']);
    expect(sortSizes(['2XL', 'XXS', '3XL', 'M'])).toEqual(['XXS', 'M', '2XL', '3XL']);
    expect(sortSizes(['M/L', 'XS/S', 'S/M'])).toEqual(['XS/S', 'S/M', 'M/L']);
    expect(sortSizes(['Large', 'Small', 'Medium'])).toEqual(['Small', 'Medium', 'Large']);
  });

  it('sorts waist, chest and fitting sizes by number, short before regular before long', () => {
    expect(sortSizes(['W34', 'W28', 'W40', 'W30'])).toEqual(['W28', 'W30', 'W34', 'W40']);
    expect(sortSizes(['40R', '36R', '38L', '38R', '38S'])).toEqual(['36R', '38S', '38R', '38L', '40R']);
  });

  it('sorts labelled shoe sizes by region then size', () => {
    expect(sortSizes(['UK 7', 'UK 4', 'UK 5.5', 'EU 38'])).toEqual(['UK 4', 'UK 5.5', 'UK 7', 'EU 38']);
  });

  it('sorts ages: months before years, by lower bound then upper', () => {
    expect(sortSizes(['12-18M', '0-3M', '3-6M', '18-24M', '6-12M'])).toEqual(['0-3M', '3-6M', '6-12M', '12-18M', '18-24M']);
    expect(sortSizes(['11-12Y', '2-3Y', '9-10Y', '3-4Y', '13-14Y'])).toEqual(['2-3Y', '3-4Y', '9-10Y', '11-12Y', '13-14Y']);
    expect(sortSizes(['2-3Y', '18-24M', 'Age 5'])).toEqual(['18-24M', '2-3Y', 'Age 5']);
  });

  it('puts ONE SIZE after every other kind and unknown sizes last, alphabetically', () => {
    expect(sortSizes(['ONE SIZE', 'M', '10', 'Zebra', 'Apple'])).toEqual(['10', 'M', 'ONE SIZE', 'Apple', 'Zebra']);
    expect(sortSizes(['Super King', 'Single', 'King', 'Double'])).toEqual(['Single', 'Double', 'King', 'Super King']);
  });

  it('is a consistent order whatever the input order', () => {
    const sizes = ['XS', '8', 'UK 5', '3-6M', 'ONE SIZE', 'King', 'W30', '36R', 'odd', 'S/M', '2-3Y'];
    const once = sortSizes(sizes);
    expect(sortSizes([...sizes].reverse())).toEqual(once);
    expect(sortSizes([...sizes].sort())).toEqual(once);
    for (const a of sizes) for (const b of sizes) expect(Math.sign(compareSizes(a, b)) + Math.sign(compareSizes(b, a)), `${a} / ${b}`).toBe(0);
  });

  it('drops blanks, repeats and values that are not text', () => {
    expect(sortSizes(['10', '', '  ', '10', ' 8 ', null, 12, undefined])).toEqual(['8', '10']);
  });
});

describe('one size', () => {
  it('recognises the ways one size is written', () => {
    for (const size of ['ONE SIZE', 'One Size', 'one-size', 'ONESIZE', 'OS']) expect(isOneSize(size), size).toBe(true);
    for (const size of ['S', 'ONE', '10', '', undefined]) expect(isOneSize(size), String(size)).toBe(false);
  });

  it('lets a single-size ONE SIZE product hide its size picker (L §5)', () => {
    expect(canHideSizePicker(['ONE SIZE'])).toBe(true);
    expect(canHideSizePicker(['10'])).toBe(false);
    expect(canHideSizePicker(['ONE SIZE', 'M'])).toBe(false);
    expect(canHideSizePicker([])).toBe(false);
  });

  it("never shows the 'One Size' label on a card (L §5, P §5)", () => {
    expect(cardSizeLabel('One Size')).toBeUndefined();
    expect(cardSizeLabel('ONE SIZE')).toBeUndefined();
    expect(cardSizeLabel(' 10 ')).toBe('10');
    expect(cardSizeLabel('')).toBeUndefined();
    expect(cardSizeLabel(undefined)).toBeUndefined();
  });
});

describe('size dropdown (L §9)', () => {
  it('uses a dropdown above 10 sizes', () => {
    expect(usesSizeDropdown(10)).toBe(false);
    expect(usesSizeDropdown(11)).toBe(true);
  });

  it('uses a dropdown above 1 size for a wishlist item', () => {
    expect(usesSizeDropdown(1, { isWishlistItem: true })).toBe(false);
    expect(usesSizeDropdown(2, { isWishlistItem: true })).toBe(true);
  });
});

describe('selectable sizes (L §4, §8)', () => {
  it('lets shoppers pick in-stock sizes only', () => {
    expect(isSizeSelectable({ isOnStock: true })).toBe(true);
    expect(isSizeSelectable({ isOnStock: false })).toBe(false);
    expect(isSizeSelectable({ isOnStock: false }, { allowOutOfStockSelection: true })).toBe(false);
  });

  it('lets a wishlist item pick an out-of-stock size only when that is allowed', () => {
    expect(isSizeSelectable({ isOnStock: false }, { isWishlistItem: true })).toBe(false);
    expect(isSizeSelectable({ isOnStock: false }, { isWishlistItem: true, allowOutOfStockSelection: true })).toBe(true);
  });

  it('says when stock is low or gone', () => {
    expect(stockMessage(0, 5)).toBe('Out of stock');
    expect(stockMessage(3, 5)).toBe('Only 3 left in stock');
    expect(stockMessage(5, 5)).toBeUndefined();
    expect(stockMessage(NaN, 5)).toBe('Out of stock');
  });
});

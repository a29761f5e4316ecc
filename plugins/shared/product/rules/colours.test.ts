import { describe, expect, it } from 'vitest';
import { colourDropdownMaxHeight, productFamily, swatchPickerSize } from './colour-picker';
import { colourFacetShowsSwatches, isKnownColour, knownColourHex, normaliseColourName, showsColourPicker } from './colours';

describe('colour names (L §5)', () => {
  it('lowercases and strips non-letters', () => {
    expect(normaliseColourName('Navy')).toBe('navy');
    expect(normaliseColourName('Grey-Marl 2')).toBe('greymarl');
    expect(normaliseColourName('  Hot Pink! ')).toBe('hotpink');
  });

  it('strips shade prefixes such as baby, bright, dark, light, pale, pastel, washed', () => {
    expect(normaliseColourName('Baby Blue')).toBe('blue');
    expect(normaliseColourName('Bright Red')).toBe('red');
    expect(normaliseColourName('Dark Green')).toBe('green');
    expect(normaliseColourName('light-pink')).toBe('pink');
    expect(normaliseColourName('Pale Yellow')).toBe('yellow');
    expect(normaliseColourName('Pastel Lilac')).toBe('lilac');
    expect(normaliseColourName('Washed Black')).toBe('black');
    expect(normaliseColourName('Light Washed Blue')).toBe('blue');
  });

  it('keeps a name that is only a shade word', () => {
    expect(normaliseColourName('Light')).toBe('light');
    expect(normaliseColourName('')).toBe('');
    expect(normaliseColourName(undefined)).toBe('');
    expect(normaliseColourName(7)).toBe('');
  });

  it('knows colour names and their swatch colours', () => {
    expect(knownColourHex('Black')).toBe('#1d1d1f');
    expect(knownColourHex('Dark Navy')).toBe(knownColourHex('navy'));
    expect(knownColourHex('Dusty Rose')).toBeDefined();
    expect(isKnownColour('Grey')).toBe(true);
    expect(isKnownColour('Gray')).toBe(true);
    expect(isKnownColour('Multi')).toBe(false);
    expect(isKnownColour('Misc')).toBe(false);
    expect(isKnownColour('')).toBe(false);
  });
});

describe('colour facet swatches (L §5)', () => {
  const terms = (...names: string[]) => names.map((term) => ({ term, label: term }));

  it('shows swatches when at least 75 % of terms are known colours', () => {
    expect(colourFacetShowsSwatches(terms('Black', 'Navy', 'Red', 'Multi'))).toBe(true);
    expect(colourFacetShowsSwatches(terms('Black', 'Navy', 'Red'))).toBe(true);
  });

  it('shows a list below 75 %', () => {
    expect(colourFacetShowsSwatches(terms('Black', 'Navy', 'Multi', 'Print', 'Red'))).toBe(false);
    expect(colourFacetShowsSwatches(terms('Black', 'Multi'))).toBe(false);
  });

  it('shows no swatches for an empty facet', () => {
    expect(colourFacetShowsSwatches([])).toBe(false);
  });

  it('accepts a known label when the term is a code', () => {
    expect(colourFacetShowsSwatches([{ term: 'c-001', label: 'Black' }])).toBe(true);
  });
});

describe('colour picker (L §5)', () => {
  it('never shows for a colour named misc', () => {
    expect(showsColourPicker(['Misc'])).toBe(false);
    expect(showsColourPicker(['Black', 'misc.'])).toBe(false);
  });

  it('hides a single colour only when hide-if-one-colour is set', () => {
    expect(showsColourPicker(['Black'])).toBe(true);
    expect(showsColourPicker(['Black'], { hideIfOneColour: true })).toBe(false);
    expect(showsColourPicker(['Black', 'Navy'], { hideIfOneColour: true })).toBe(true);
  });

  it('has nothing to show without colours', () => {
    expect(showsColourPicker([])).toBe(false);
  });

  it('limits the dropdown to 155 px in quick add, else 320 px (L §9)', () => {
    expect(colourDropdownMaxHeight(true)).toBe(155);
    expect(colourDropdownMaxHeight(false)).toBe(320);
  });

  it('uses 60×90 swatches for clothing, footwear, accessories and home in quick add, else 34 px (L §9)', () => {
    expect(swatchPickerSize('clothing', false)).toEqual({ width: 60, height: 90 });
    expect(swatchPickerSize('footwear', true)).toEqual({ width: 60, height: 90 });
    expect(swatchPickerSize('accessories', false)).toEqual({ width: 60, height: 90 });
    expect(swatchPickerSize('home', true)).toEqual({ width: 60, height: 90 });
    expect(swatchPickerSize('home', false)).toEqual({ width: 34, height: 34 });
    expect(swatchPickerSize('beauty', true)).toEqual({ width: 34, height: 34 });
  });
});

describe('productFamily', () => {
  it('sorts products into swatch families by department and category', () => {
    expect(productFamily({ department: 'women', categorySlug: 'women/dresses/maxi-dresses' })).toBe('clothing');
    expect(productFamily({ department: 'men', categorySlug: 'men/shoes' })).toBe('footwear');
    expect(productFamily({ department: 'women', categorySlug: 'women/bags-accessories' })).toBe('accessories');
    expect(productFamily({ department: 'Home', categorySlug: 'home/cushions-throws' })).toBe('home');
    expect(productFamily({ department: 'beauty', categorySlug: 'beauty/skincare' })).toBe('beauty');
    expect(productFamily({ department: 'gifts', categorySlug: 'gifts/cards' })).toBe('other');
  });

  it('gives clothing and home in quick add the tall photo swatch, beauty the round one', () => {
    expect(swatchPickerSize(productFamily({ department: 'women', categorySlug: 'women/tops' }), true)).toEqual({ width: 60, height: 90 });
    expect(swatchPickerSize(productFamily({ department: 'home', categorySlug: 'home/bedding' }), true)).toEqual({ width: 60, height: 90 });
    expect(swatchPickerSize(productFamily({ department: 'beauty', categorySlug: 'beauty/makeup' }), true)).toEqual({ width: 34, height: 34 });
  });
});

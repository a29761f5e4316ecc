import { describe, expect, it } from 'vitest';
import type { ColourVariantSummary, Money } from '@storefront/catalogue/types';
import { cardCategorySlugs, cardPrice } from './card-product';

const money = (pence: number): Money => ({ pence, formatted: `£${(pence / 100).toFixed(2)}` });

function variant(colour: string, pence: number, wasPence?: number, saving?: number): ColourVariantSummary {
  const image = { src: `/_img/products/TST00001/${colour}/1`, alt: '', aspectRatio: 2 / 3 };
  return {
    sku: `TST00001-${colour}`,
    colour,
    colourLabel: colour,
    colourFacet: colour,
    swatchHex: '#000000',
    image,
    hoverImage: undefined,
    sizesInStock: ['10'],
    isOnStock: true,
    price: money(pence),
    wasPrice: wasPence === undefined ? undefined : money(wasPence),
    percentageSaving: saving,
  };
}

describe('card price line (L §3, §9)', () => {
  const black = variant('black', 4000, 5000, 20);
  const red = variant('red', 3000, 6000, 50);
  const sage = variant('sage', 4000);

  it('shows the range of colours that cost different amounts, with the biggest saving and no was-price', () => {
    expect(cardPrice([black, red], black, { rangeAllowed: true })).toEqual({ range: { from: red.price, to: black.price }, price: black.price, wasPrice: undefined, saving: 50 });
  });

  it('shows the shown colour alone where no range is allowed, or every colour costs the same', () => {
    expect(cardPrice([black, red], red, { rangeAllowed: false })).toEqual({ range: undefined, price: red.price, wasPrice: red.wasPrice, saving: 50 });
    expect(cardPrice([black, sage], sage, { rangeAllowed: true })).toEqual({ range: undefined, price: sage.price, wasPrice: undefined, saving: undefined });
  });

  it('has no saving for a range when no colour saves anything', () => {
    expect(cardPrice([sage, variant('navy', 2000)], sage, { rangeAllowed: true }).saving).toBeUndefined();
  });
});

describe('card categories (L §5)', () => {
  it('are the search product’s own, else the category and its ancestors', () => {
    expect(cardCategorySlugs({ categorySlugs: ['sale', 'women/dresses'], category: { slug: 'women/dresses', name: 'Dresses' } })).toEqual(['sale', 'women/dresses']);
    expect(cardCategorySlugs({ category: { slug: 'women/dresses/maxi', name: 'Maxi' } })).toEqual(['women', 'women/dresses', 'women/dresses/maxi']);
  });
});

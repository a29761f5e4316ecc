import { describe, expect, it } from 'vitest';
import { adminToolsFor, exportableProducts, productExportCsv, productExportFileName, showsPreviewBadges, showsProductSelectionToggle } from './staff-tools';

describe('product export (L §6)', () => {
  it('is product-export.csv with key, name and pdpURL columns', () => {
    expect(productExportFileName).toBe('product-export.csv');
    expect(
      productExportCsv(
        [
          { key: 'CST1', name: 'Satin Midi Dress', url: '/product/satin-midi-dress?colour=black' },
          { key: 'CST2', name: 'Dress, "Party" edit', url: 'https://www.coast.com/product/x' },
        ],
        'https://www.coast.com/',
      ),
    ).toBe(
      'key,name,pdpURL\r\nCST1,Satin Midi Dress,https://www.coast.com/product/satin-midi-dress?colour=black\r\nCST2,"Dress, ""Party"" edit",https://www.coast.com/product/x\r\n',
    );
  });

  it('neutralises cells a spreadsheet would run as a formula', () => {
    expect(productExportCsv([{ key: 'K', name: '=HYPERLINK("x")', url: '/p' }], 'https://a.example')).toContain(`K,"'=HYPERLINK(""x"")",https://a.example/p`);
  });

  it('has just the header with no products', () => {
    expect(productExportCsv([], 'https://a.example')).toBe('key,name,pdpURL\r\n');
  });
});

describe('product-selection toggle (L §6)', () => {
  it('shows only when the admin config lists the feature', () => {
    expect(showsProductSelectionToggle({ features: ['product-selection'] })).toBe(true);
    expect(showsProductSelectionToggle({ features: ['preview-badges'] })).toBe(false);
    expect(showsProductSelectionToggle({})).toBe(false);
    expect(showsProductSelectionToggle(null)).toBe(false);
  });
});

describe('export rows', () => {
  const products = [
    { key: 'CST1', name: 'Satin Midi Dress', slug: 'satin-midi-dress', defaultColour: 'black', isPremier: false, colourVariants: [{ colour: 'red' }, { colour: 'black' }] },
    { key: 'PRM1', name: 'Premier Coat', slug: 'premier-coat', defaultColour: 'camel', isPremier: true, colourVariants: [{ colour: 'camel' }] },
  ];

  it('link each product as its card first does: default colour, premier link, a lone filtered size', () => {
    expect(exportableProducts(products)).toEqual([
      { key: 'CST1', name: 'Satin Midi Dress', url: '/product/satin-midi-dress?colour=black' },
      { key: 'PRM1', name: 'Premier Coat', url: '/premier/premier-coat' },
    ]);
    expect(exportableProducts(products.slice(0, 1), ['12'])[0]?.url).toBe('/product/satin-midi-dress?colour=black&size=12');
    expect(exportableProducts(products.slice(0, 1), ['12', '14'])[0]?.url).toBe('/product/satin-midi-dress?colour=black');
    // A default colour the product no longer has: the card shows (and links) its first colour.
    expect(exportableProducts([{ ...products[0]!, defaultColour: 'green' }])[0]?.url).toBe('/product/satin-midi-dress?colour=red');
  });

  it('become absolute pdpURLs in the CSV', () => {
    expect(productExportCsv(exportableProducts(products.slice(0, 1)), 'http://coast.localhost:3000')).toBe(
      'key,name,pdpURL\r\nCST1,Satin Midi Dress,http://coast.localhost:3000/product/satin-midi-dress?colour=black\r\n',
    );
  });
});

describe('preview badges and who gets admin tools (L §6, P §6)', () => {
  const everything = { features: ['product-selection', 'preview-badges'] };

  it('shows preview badges only in preview mode and when the admin config lists them', () => {
    expect(showsPreviewBadges(everything, true)).toBe(true);
    expect(showsPreviewBadges(everything, false)).toBe(false);
    expect(showsPreviewBadges({ features: ['product-selection'] }, true)).toBe(false);
    expect(showsPreviewBadges(undefined, true)).toBe(false);
  });

  it('gives shoppers no admin tools, staff the selection toggle, editors in preview both', () => {
    expect(adminToolsFor({ staff: false, preview: false }, everything)).toEqual({ productSelection: false, previewBadges: false });
    expect(adminToolsFor({ staff: true, preview: false }, everything)).toEqual({ productSelection: true, previewBadges: false });
    expect(adminToolsFor({ staff: false, preview: true }, everything)).toEqual({ productSelection: true, previewBadges: true });
    expect(adminToolsFor({ staff: true, preview: true }, { features: [] })).toEqual({ productSelection: false, previewBadges: false });
  });
});

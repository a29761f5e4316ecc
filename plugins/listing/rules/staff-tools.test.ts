import { describe, expect, it } from 'vitest';
import { productExportCsv, productExportFileName, showsProductSelectionToggle } from './staff-tools';

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

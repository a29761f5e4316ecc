import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { looseBoolean, looseImageUrls, looseList, looseNumber, looseString, looseStringList, looseUrl } from './loose-fields';

const schema = z.object({
  text: looseString,
  list: looseStringList,
  number: looseNumber,
  flag: looseBoolean,
  images: looseImageUrls,
  items: looseList(z.object({ id: z.string() })),
});

describe('tolerant fields', () => {
  it('reads well-formed values', () => {
    expect(schema.parse({ text: ' Coast ', list: ['a', ' b '], number: '4.5', flag: 'true', images: ['/a.jpg', { url: 'https://x.example/b.jpg' }, { src: '/c.jpg' }], items: [{ id: '1' }] })).toEqual({
      text: 'Coast',
      list: ['a', 'b'],
      number: 4.5,
      flag: true,
      images: ['/a.jpg', 'https://x.example/b.jpg', '/c.jpg'],
      items: [{ id: '1' }],
    });
  });

  it('turns wrong types into missing values instead of failing', () => {
    expect(schema.parse({ text: {}, list: 7, number: 'lots', flag: 'yes', images: 'javascript:alert(1)', items: [{ id: 2 }, null, { id: 'ok' }] })).toEqual({
      text: undefined,
      list: ['7'],
      number: undefined,
      flag: undefined,
      images: [],
      items: [{ id: 'ok' }],
    });
    expect(schema.parse({})).toEqual({ text: undefined, list: [], number: undefined, flag: undefined, images: [], items: [] });
  });

  it('allows only root-relative or http(s) URLs', () => {
    expect(looseUrl('/pages/sale')).toBe('/pages/sale');
    expect(looseUrl('https://www.coast.com/x')).toBe('https://www.coast.com/x');
    for (const url of ['//evil.example', '/\\evil.example', '/\t/evil.example', 'https://evil.example\\@shop', 'javascript:alert(1)', 'data:text/html,x', 'ftp://x', 'relative/path', '', 42]) expect(looseUrl(url), String(url)).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import { parseImageParams, paramsKey, toImageParams, ImageParamError } from './params';

const parse = (query: string) => parseImageParams(new URLSearchParams(query));

describe('parseImageParams', () => {
  it('reads every Contentful parameter', () => {
    expect(parse('w=300&h=450&fit=fill&bg=rgb:FF8800&q=70&fm=webp')).toEqual({
      ok: true,
      params: { width: 300, height: 450, fit: 'fill', background: { r: 255, g: 136, b: 0 }, quality: 70, format: 'webp' },
    });
  });

  it('accepts no parameters and ignores unknown ones', () => {
    expect(parse('')).toEqual({ ok: true, params: {} });
    expect(parse('utm_source=mail&v=3')).toEqual({ ok: true, params: {} });
  });

  it.each([
    ['w=0', 'w must be between 1 and 4000 (got 0)'],
    ['w=4001', 'w must be between 1 and 4000 (got 4001)'],
    ['h=-5', 'h must be a whole number between 1 and 4000 (got "-5")'],
    ['w=12.5', 'w must be a whole number between 1 and 4000 (got "12.5")'],
    ['w=abc', 'w must be a whole number between 1 and 4000 (got "abc")'],
    ['q=0', 'q must be between 1 and 100 (got 0)'],
    ['q=101', 'q must be between 1 and 100 (got 101)'],
    ['fit=zoom', 'fit must be one of pad, fill, scale, crop, thumb (got "zoom")'],
    ['fm=gif', 'fm must be one of jpg, png, webp, avif (got "gif")'],
    ['bg=%23ffffff', 'bg must look like rgb:RRGGBB, e.g. rgb:ffffff (got "#ffffff")'],
    ['bg=rgb:fff', 'bg must look like rgb:RRGGBB, e.g. rgb:ffffff (got "rgb:fff")'],
    ['w=100&w=200', 'w is given more than once'],
  ])('rejects %s with a clear message', (query, message) => {
    expect(parse(query)).toEqual({ ok: false, error: message });
  });

  it('gives one cache key whatever the parameter order', () => {
    const a = toImageParams('fm=png&w=10&h=20');
    const b = toImageParams('h=20&w=10&fm=png');
    expect(paramsKey(a)).toBe(paramsKey(b));
    expect(paramsKey(a)).not.toBe(paramsKey(toImageParams('w=10&h=20')));
  });

  it('validates parameter objects the same way', () => {
    expect(toImageParams({ width: 50, format: 'avif', background: { r: 1, g: 2, b: 3 } })).toEqual({ width: 50, format: 'avif', background: { r: 1, g: 2, b: 3 } });
    expect(() => toImageParams({ width: 0 })).toThrow(ImageParamError);
    expect(() => toImageParams('fit=stretch')).toThrow('fit must be one of');
  });
});

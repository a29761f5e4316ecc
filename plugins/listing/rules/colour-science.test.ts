import { describe, expect, it } from 'vitest';
import { deltaE2000, hexToRgb, rgbToHex, rgbToLab } from './colour-science';

describe('colour science', () => {
  it('reads and writes hex colours', () => {
    expect(hexToRgb('#be2630')).toEqual([190, 38, 48]);
    expect(hexToRgb('BE2630')).toEqual([190, 38, 48]);
    expect(hexToRgb('red')).toBeUndefined();
    expect(rgbToHex([190, 38, 48])).toBe('#be2630');
    expect(rgbToHex([300, -4, 15.6])).toBe('#ff0010');
  });

  it('converts sRGB to CIELAB (D65)', () => {
    const close = (actual: readonly number[], expected: number[]) => actual.forEach((value, index) => expect(value).toBeCloseTo(expected[index]!, 1));
    close(rgbToLab([255, 255, 255]), [100, 0, 0]);
    close(rgbToLab([0, 0, 0]), [0, 0, 0]);
    close(rgbToLab([255, 0, 0]), [53.24, 80.09, 67.2]);
    close(rgbToLab([0, 0, 255]), [32.3, 79.19, -107.86]);
  });

  it('measures CIEDE2000 differences as the published test data gives them', () => {
    // Sharma, Wu and Dalal (2005), pairs 1, 7 and 17.
    expect(deltaE2000([50, 2.6772, -79.7751], [50, 0, -82.7485])).toBeCloseTo(2.0425, 3);
    expect(deltaE2000([50, 0, 0], [50, -1, 2])).toBeCloseTo(2.3669, 3);
    expect(deltaE2000([50, 2.5, 0], [73, 25, -18])).toBeCloseTo(27.1492, 3);
    expect(deltaE2000([60, 10, 10], [60, 10, 10])).toBe(0);
  });
});

import { describe, expect, it } from 'vitest';
import { PROMOTION_MARKER, splitPromotionMarker } from './promotion';

describe('splitPromotionMarker (P §5)', () => {
  it('strips the leading promotion marker and reports it', () => {
    expect(splitPromotionMarker(`${PROMOTION_MARKER} Lovely dress.`)).toEqual({ reviewText: 'Lovely dress.', isPromotional: true });
    expect(splitPromotionMarker(`  ${PROMOTION_MARKER}Lovely dress.`)).toEqual({ reviewText: 'Lovely dress.', isPromotional: true });
  });

  it('leaves other text alone, a marker later in the text included', () => {
    expect(splitPromotionMarker('Lovely dress.')).toEqual({ reviewText: 'Lovely dress.', isPromotional: false });
    expect(splitPromotionMarker(`Lovely. ${PROMOTION_MARKER}`)).toEqual({ reviewText: `Lovely. ${PROMOTION_MARKER}`, isPromotional: false });
  });
});

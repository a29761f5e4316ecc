import { describe, expect, it } from 'vitest';
import { adminConfigFromEnv } from './admin-config';

describe('admin config', () => {
  it('lists every admin feature when ADMIN_FEATURES is not set', () => {
    expect(adminConfigFromEnv({}).config.features).toEqual(['product-selection', 'preview-badges']);
  });

  it('lists only the features named, once each, and none when ADMIN_FEATURES is empty', () => {
    expect(adminConfigFromEnv({ ADMIN_FEATURES: ' preview-badges , preview-badges' }).config.features).toEqual(['preview-badges']);
    expect(adminConfigFromEnv({ ADMIN_FEATURES: '' }).config.features).toEqual([]);
  });

  it('reports names that are no feature, and does not turn them on', () => {
    expect(adminConfigFromEnv({ ADMIN_FEATURES: 'product-selection,productSelection' })).toEqual({ config: { features: ['product-selection'] }, unknown: ['productSelection'] });
  });
});

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { defaultModelsFile, modelsJson } from './models-export';

describe('models export', () => {
  it('the committed Contentful content types match the models in code (run `pnpm models:export`)', () => {
    expect(readFileSync(defaultModelsFile, 'utf8')).toBe(modelsJson());
  });

  it('covers every registered model with its fields', () => {
    const { contentTypes } = JSON.parse(modelsJson()) as { contentTypes: Array<{ sys: { id: string }; fields: Array<{ id: string }> }> };
    const ids = contentTypes.map((type) => type.sys.id);
    expect(ids).toEqual(expect.arrayContaining(['page', 'section', 'visibilityConfig', 'heroBanner', 'heroBannerLink', 'heroBannerHotspot', 'text', 'image', 'spacing', 'productGrid']));
    const page = contentTypes.find((type) => type.sys.id === 'page')!;
    expect(page.fields.map((field) => field.id)).toEqual(['title', 'slug', 'metaTitle', 'metaDescription', 'robots', 'fascia', 'sections']);
  });
});

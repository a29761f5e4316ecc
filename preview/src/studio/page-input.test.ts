import { describe, expect, it } from 'vitest';
import { matchesPageSearch, pageInputSchema, slugFromTitle } from './page-input';

describe('page input', () => {
  it('accepts the page model’s slugs and refuses others with a message', () => {
    for (const slug of ['/', 'summer-edit', 'brands/coast', 'informational/contact-us']) expect(pageInputSchema.safeParse({ title: 'T', slug }).success, slug).toBe(true);
    for (const slug of ['Summer', 'summer edit', '/summer', 'summer/', 'a--b', '']) {
      const parsed = pageInputSchema.safeParse({ title: 'T', slug });
      expect(parsed.success, slug).toBe(false);
    }
    const refusal = pageInputSchema.safeParse({ title: '   ', slug: 'Bad!' });
    expect(refusal.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)).toEqual([
      'title: Enter a title',
      'slug: Use "/" for the home page, or lowercase words joined by - and / (e.g. summer-edit)',
    ]);
  });

  it('suggests a slug from a title', () => {
    expect(slugFromTitle('Summer Edit!')).toBe('summer-edit');
    expect(slugFromTitle('  Café & Bar — 2026 ')).toBe('cafe-and-bar-2026');
    expect(pageInputSchema.shape.slug.safeParse(slugFromTitle('Gifts for Her')).success).toBe(true);
  });

  it('finds pages by any word of the title or slug, in any case', () => {
    const page = { title: 'Summer edit', slug: 'campaigns/summer-2026' };
    expect(matchesPageSearch(page, '')).toBe(true);
    expect(matchesPageSearch(page, 'SUMMER')).toBe(true);
    expect(matchesPageSearch(page, 'edit 2026')).toBe(true);
    expect(matchesPageSearch(page, 'winter')).toBe(false);
  });
});

import { brands } from '@storefront/sites/brands';
import { describe, expect, it } from 'vitest';
import { brandProfiles } from './brand-profiles';

/** The department whose categories weigh most in a brand's seeded assortment. */
function heaviestDepartment(categories: Readonly<Record<string, number>>): string | undefined {
  const weights = new Map<string, number>();
  for (const [category, weight] of Object.entries(categories)) {
    const department = category.split('/')[0]!;
    weights.set(department, (weights.get(department) ?? 0) + weight);
  }
  return [...weights].sort((a, b) => b[1] - a[1])[0]?.[0];
}

describe('brand profiles', () => {
  it('give every brand an assortment heaviest in the department its brand search sends phones to', () => {
    expect(brandProfiles.map((profile) => profile.id).sort()).toEqual(brands.map((brand) => brand.id).sort());
    for (const brand of brands) {
      const profile = brandProfiles.find((candidate) => candidate.id === brand.id)!;
      expect(heaviestDepartment(profile.categories), brand.id).toBe(brand.mainDepartment);
    }
  });
});

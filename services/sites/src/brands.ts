/** The product brands sold across the fascias (spec: the known brands of brand pages). */
export const brands = [
  { id: 'burton', name: 'Burton' },
  { id: 'coast', name: 'Coast' },
  { id: 'wallis', name: 'Wallis' },
  { id: 'dorothy-perkins', name: 'Dorothy Perkins' },
  { id: 'misspap', name: 'Misspap' },
  { id: 'principles', name: 'Principles' },
  { id: 'oasis', name: 'Oasis' },
  { id: 'warehouse', name: 'Warehouse' },
  { id: 'maine', name: 'Maine' },
  { id: 'coastie', name: 'Coastie' },
  { id: 'gorgeous', name: 'Gorgeous' },
  { id: 'nastygal', name: 'Nasty Gal' },
  { id: 'foreverunique', name: 'Forever Unique' },
] as const;

export type BrandId = (typeof brands)[number]['id'];

export const departments = [
  { id: 'women', name: 'Women' },
  { id: 'men', name: 'Men' },
  { id: 'kids', name: 'Kids' },
  { id: 'home', name: 'Home' },
  { id: 'beauty', name: 'Beauty' },
] as const;

export type DepartmentId = (typeof departments)[number]['id'];

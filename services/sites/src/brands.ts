/**
 * The product brands sold across the fascias (spec: the known brands of brand pages), each with
 * the department it sells most in (a brand search on a phone lands on the brand's products there).
 */
export const brands = [
  { id: 'burton', name: 'Burton', mainDepartment: 'men' },
  { id: 'coast', name: 'Coast', mainDepartment: 'women' },
  { id: 'wallis', name: 'Wallis', mainDepartment: 'women' },
  { id: 'dorothy-perkins', name: 'Dorothy Perkins', mainDepartment: 'women' },
  { id: 'misspap', name: 'Misspap', mainDepartment: 'women' },
  { id: 'principles', name: 'Principles', mainDepartment: 'home' },
  { id: 'oasis', name: 'Oasis', mainDepartment: 'women' },
  { id: 'warehouse', name: 'Warehouse', mainDepartment: 'women' },
  { id: 'maine', name: 'Maine', mainDepartment: 'men' },
  { id: 'coastie', name: 'Coastie', mainDepartment: 'women' },
  { id: 'gorgeous', name: 'Gorgeous', mainDepartment: 'women' },
  { id: 'nastygal', name: 'Nasty Gal', mainDepartment: 'women' },
  { id: 'foreverunique', name: 'Forever Unique', mainDepartment: 'women' },
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

export const hybridTexts = {
  viewProduct: 'View product',
  label: (name: string) => `${name}: summary`,
} as const;

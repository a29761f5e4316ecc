/** Size runs per product type, in the order a size picker lists them. */
export const sizeScales = {
  ukWomen: ['6', '8', '10', '12', '14', '16', '18', '20'],
  alphaWomen: ['XS', 'S', 'M', 'L', 'XL'],
  alphaMen: ['XS', 'S', 'M', 'L', 'XL', 'XXL'],
  waistMen: ['W28', 'W30', 'W32', 'W34', 'W36', 'W38', 'W40'],
  suitChest: ['36R', '38R', '40R', '42R', '44R', '46R'],
  shoeWomen: ['3', '4', '5', '6', '7', '8'],
  shoeMen: ['7', '8', '9', '10', '11', '12'],
  kids: ['2-3Y', '3-4Y', '4-5Y', '5-6Y', '7-8Y', '9-10Y', '11-12Y', '13-14Y'],
  baby: ['0-3M', '3-6M', '6-12M', '12-18M', '18-24M'],
  bed: ['Single', 'Double', 'King', 'Super King'],
  oneSize: ['ONE SIZE'],
} as const satisfies Record<string, readonly string[]>;

export type SizeScaleId = keyof typeof sizeScales;

/** Bigger beds cost more: price multipliers by bed size, for pricing per size. */
export const bedSizePriceFactor: Record<string, number> = {
  Single: 1,
  Double: 1.25,
  King: 1.45,
  'Super King': 1.65,
};

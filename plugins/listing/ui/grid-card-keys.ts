/** A card's key in the grid: the organic product at its position, or the sponsored product's ad. */
export const gridCardKeys = {
  organic: (product: { id: string; position: number }) => `${product.id}-${product.position}`,
  sponsored: (ad: { adId: string }) => `sponsored-${ad.adId}`,
};

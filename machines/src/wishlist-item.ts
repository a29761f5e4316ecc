/** L §3: a saved item is a product in a colour. */
export interface WishlistItem {
  productKey: string;
  colourSelected: string;
}

export function sameItem(a: WishlistItem, b: WishlistItem): boolean {
  return a.productKey === b.productKey && a.colourSelected === b.colourSelected;
}

/** How wide a listing grid's card is (L §9): half the screen on phones, a quarter on tablets, a fifth on desktops. */
export const listingCardImages = {
  sizes: '(max-width: 767px) 50vw, (max-width: 1023px) 25vw, 20vw',
} as const;

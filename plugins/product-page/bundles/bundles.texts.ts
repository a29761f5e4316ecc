/** The bundle sections' words (P §2, §4, §8); the machine's messages are translation keys, their English here. */
export const bundleTexts = {
  styleTogetherHeading: 'Style together',
  talentHeading: 'Styled by our talent',
  talentIntro: 'Pieces our stylists put together with this one.',
  styleTogetherIntro: 'Complete the look: choose your sizes and add the pieces together.',
  messages: {
    'product.selectSizeError': 'Please select a size',
    'product.colourOutOfStock': 'This colour is out of stock',
    'product.selectAnotherColour': 'Please select another colour',
  } as Record<string, string>,
  sizeLabel: (name: string) => `Size for ${name}`,
  selectSize: 'Select size',
  outOfStockSuffix: ' - Out of stock',
  selectItem: (name: string) => `Add ${name} to the set`,
  colourLabel: (label: string) => `Colour ${label}`,
  moreColours: (count: number) => `+${count}`,
  total: 'Total',
  selectedCount: (count: number) => (count === 1 ? '1 item selected' : `${count} items selected`),
  add: (count: number) => (count <= 1 ? 'Add to bag' : `Add ${count} items to bag`),
  nothingSelected: 'Select the pieces you want',
  added: 'Added to your bag',
  thisItem: 'This item',
} as const;

/** English text of a translation key the machine answers. */
export const messageText = (key: string) => bundleTexts.messages[key] ?? key;

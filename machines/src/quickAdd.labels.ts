/** L §4: the quick-add button's labels (apart from the spec, for a card button that loads nothing else). */
export const quickAddLabels = { add: 'Add', added: 'Added' } as const;

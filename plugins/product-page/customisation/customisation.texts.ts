/** The customisation form's words (P §5, §8); field labels and messages come from the field definitions. */
export const customisationTexts = {
  heading: 'Personalise it',
  optional: '(optional)',
  loadFailed: 'Personalisation is unavailable right now. Please try again later.',
} as const;

/** What the sign-in dialog and the account page show (free of xstate: read without loading the machine). */
export const signInDialogSelectors = {
  isOpen: (snapshot: { matches(value: 'open'): boolean }) => snapshot.matches('open'),
  isSubmitting: (snapshot: { matches(value: { open: 'submitting' }): boolean }) => snapshot.matches({ open: 'submitting' }),
};

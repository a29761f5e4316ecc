import { BAD_EDITOR_CREDENTIALS, NOT_AN_EDITOR } from '@storefront/shopper/accounts/editors';

/** The problem a refused studio sign-in names, in the editor's words (the URL only carries a code). */
export function signInProblemText(code: string | undefined, wait: string | undefined): string | undefined {
  switch (code) {
    case 'invalid':
      return 'Enter your email address and password.';
    case 'credentials':
      return BAD_EDITOR_CREDENTIALS;
    case 'not-editor':
      return NOT_AN_EDITOR;
    case 'throttled': {
      const seconds = Math.max(1, Math.min(900, Number(wait) || 1));
      return `Too many failed sign-ins. Try again in ${seconds} second${seconds === 1 ? '' : 's'}.`;
    }
    default:
      return undefined;
  }
}

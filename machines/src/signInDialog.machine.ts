import { assign, emit, fromPromise, setup } from 'xstate';

/**
 * The sign-in dialog, opened from anywhere (a wishlist heart, the header, the basket). It signs
 * in or creates an account through injected actors and reports the outcome to whoever opened it
 * by emitting `auth.signedIn` or `auth.dismissed`.
 */
export type SignInMode = 'signIn' | 'signUp';

export interface Credentials {
  email: string;
  password: string;
  /** Only for creating an account. */
  name?: string;
}

/** What the account endpoints answer: the shopper's name, or a message (and per-field messages). */
export type AuthAnswer = { ok: true; name: string } | { ok: false; message: string; fieldErrors?: Record<string, string> };

export interface SignInDialogContext {
  mode: SignInMode;
  /** Why the dialog opened (e.g. "Sign in to save items to your wishlist"). */
  reason: string | undefined;
  message: string | undefined;
  fieldErrors: Record<string, string>;
}

export type SignInDialogEvent =
  | { type: 'auth.open'; reason?: string; mode?: SignInMode }
  | { type: 'auth.close' }
  | { type: 'auth.switchMode' }
  | { type: 'auth.submit'; credentials: Credentials };

export type SignInDialogEmitted = { type: 'auth.signedIn'; name: string } | { type: 'auth.dismissed' };

const UNREACHABLE = 'We could not reach the server. Check your connection and try again.';

export const signInDialogMachine = setup({
  types: {} as { context: SignInDialogContext; events: SignInDialogEvent; emitted: SignInDialogEmitted },
  actors: {
    /** POST /_api/account/signin or /signup, answering the shopper's name or a message. */
    submitCredentials: fromPromise<AuthAnswer, { mode: SignInMode; credentials: Credentials }>(async () => ({ ok: false, message: UNREACHABLE })),
  },
  guards: {
    isAccepted: (_, params: { answer: AuthAnswer }) => params.answer.ok,
  },
  actions: {
    clearMessages: assign({ message: undefined, fieldErrors: {} }),
  },
}).createMachine({
  id: 'signInDialog',
  description:
    'The sign-in dialog. Opens from anywhere with a reason, signs in or creates an account (switchable), shows the server’s message and per-field messages on refusal, and reports the outcome to whoever opened it by emitting auth.signedIn or auth.dismissed; it cannot be closed while a submission is in flight.',
  initial: 'closed',
  context: { mode: 'signIn', reason: undefined, message: undefined, fieldErrors: {} },
  states: {
    closed: {
      on: {
        'auth.open': {
          target: 'open',
          actions: assign({ mode: ({ event }) => event.mode ?? 'signIn', reason: ({ event }) => event.reason, message: undefined, fieldErrors: {} }),
        },
      },
    },
    open: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            'auth.submit': { target: 'submitting', actions: 'clearMessages' },
            'auth.switchMode': { actions: [assign({ mode: ({ context }) => (context.mode === 'signIn' ? 'signUp' : 'signIn') }), 'clearMessages'] },
            'auth.close': { target: '#signInDialog.closed', actions: emit({ type: 'auth.dismissed' }) },
          },
        },
        submitting: {
          invoke: {
            id: 'submitCredentials',
            src: 'submitCredentials',
            input: ({ context, event }) => ({ mode: context.mode, credentials: (event as Extract<SignInDialogEvent, { type: 'auth.submit' }>).credentials }),
            onDone: [
              {
                guard: { type: 'isAccepted', params: ({ event }) => ({ answer: event.output }) },
                target: '#signInDialog.closed',
                actions: emit(({ event }) => ({ type: 'auth.signedIn' as const, name: event.output.ok ? event.output.name : '' })),
              },
              {
                target: 'editing',
                actions: assign({
                  message: ({ event }) => (event.output.ok ? undefined : event.output.message),
                  fieldErrors: ({ event }) => (event.output.ok ? {} : (event.output.fieldErrors ?? {})),
                }),
              },
            ],
            onError: { target: 'editing', actions: assign({ message: UNREACHABLE }) },
          },
        },
      },
    },
  },
});

// The selectors live apart so a page can read the dialog's state without loading the machine.
export { signInDialogSelectors } from './signInDialog.selectors';

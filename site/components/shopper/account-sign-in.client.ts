import { createActor, fromPromise } from 'xstate';
import { signInDialogMachine, type SignInMode } from '@storefront/machines/signInDialog.machine';
import { submitCredentials } from './submit-credentials';

/** The account page's sign-in machine, loaded on the form's first use: open at once in the page's mode. */
export function startAccountSignIn(mode: SignInMode, onSignedIn: () => void) {
  const actor = createActor(signInDialogMachine.provide({ actors: { submitCredentials: fromPromise(({ input }) => submitCredentials(input)) } })).start();
  actor.on('auth.signedIn', onSignedIn);
  actor.send({ type: 'auth.open', mode });
  return actor;
}

export type AccountSignIn = ReturnType<typeof startAccountSignIn>;

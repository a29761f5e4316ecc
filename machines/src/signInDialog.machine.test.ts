import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { itTakesEveryTransition } from './testing/paths';
import { signInDialogMachine, signInDialogSelectors, type AuthAnswer, type SignInDialogEmitted } from './signInDialog.machine';

function dialog(answer: (mode: string) => Promise<AuthAnswer>) {
  const submitted: string[] = [];
  const actor = createActor(
    signInDialogMachine.provide({
      actors: {
        submitCredentials: fromPromise(async ({ input }) => {
          submitted.push(`${input.mode}:${input.credentials.email}`);
          return answer(input.mode);
        }),
      },
    }),
  );
  const emitted: SignInDialogEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  return { actor, emitted, submitted };
}

const credentials = { email: 'ada@example.com', password: 'lovelace123' };

describe('sign-in dialog', () => {
  it('opens with a reason, signs in and tells the opener who signed in', async () => {
    const { actor, emitted, submitted } = dialog(async () => ({ ok: true, name: 'Ada' }));
    actor.send({ type: 'auth.open', reason: 'Sign in to save items to your wishlist' });
    expect(signInDialogSelectors.isOpen(actor.getSnapshot())).toBe(true);
    expect(actor.getSnapshot().context.reason).toBe('Sign in to save items to your wishlist');
    actor.send({ type: 'auth.submit', credentials });
    expect(signInDialogSelectors.isSubmitting(actor.getSnapshot())).toBe(true);
    expect(actor.getSnapshot().can({ type: 'auth.close' })).toBe(false);
    await waitFor(actor, (snapshot) => snapshot.matches('closed'));
    expect(emitted).toEqual([{ type: 'auth.signedIn', name: 'Ada' }]);
    expect(submitted).toEqual(['signIn:ada@example.com']);
  });

  it('shows the server’s message and field messages, and lets the shopper retry', async () => {
    const answers: AuthAnswer[] = [{ ok: false, message: 'That email and password do not match.', fieldErrors: { password: 'Wrong' } }, { ok: true, name: 'Ada' }];
    const { actor, emitted } = dialog(async () => answers.shift()!);
    actor.send({ type: 'auth.open' });
    actor.send({ type: 'auth.submit', credentials });
    await waitFor(actor, (snapshot) => snapshot.matches({ open: 'editing' }));
    expect(actor.getSnapshot().context).toMatchObject({ message: 'That email and password do not match.', fieldErrors: { password: 'Wrong' } });
    actor.send({ type: 'auth.submit', credentials });
    expect(actor.getSnapshot().context.message).toBeUndefined();
    await waitFor(actor, (snapshot) => snapshot.matches('closed'));
    expect(emitted).toEqual([{ type: 'auth.signedIn', name: 'Ada' }]);
  });

  it('says the server could not be reached when the request fails', async () => {
    const { actor } = dialog(async () => Promise.reject(new Error('offline')));
    actor.send({ type: 'auth.open' });
    actor.send({ type: 'auth.submit', credentials });
    await waitFor(actor, (snapshot) => snapshot.matches({ open: 'editing' }));
    expect(actor.getSnapshot().context.message).toMatch(/could not reach the server/);
  });

  it('switches between signing in and creating an account, and reports a dismissal', async () => {
    const { actor, emitted, submitted } = dialog(async () => ({ ok: true, name: 'New' }));
    actor.send({ type: 'auth.open', mode: 'signUp' });
    expect(actor.getSnapshot().context.mode).toBe('signUp');
    actor.send({ type: 'auth.switchMode' });
    expect(actor.getSnapshot().context.mode).toBe('signIn');
    actor.send({ type: 'auth.close' });
    expect(emitted).toEqual([{ type: 'auth.dismissed' }]);
    actor.send({ type: 'auth.open', mode: 'signUp' });
    actor.send({ type: 'auth.submit', credentials: { ...credentials, name: 'New' } });
    await waitFor(actor, (snapshot) => snapshot.matches('closed'));
    expect(submitted).toEqual(['signUp:ada@example.com']);
  });
});

describe('sign-in dialog paths', () => {
  const editing = (snapshot: Parameters<typeof signInDialogSelectors.isOpen>[0] & { can: (e: { type: 'auth.close' }) => boolean }) => {
    expect(signInDialogSelectors.isOpen(snapshot)).toBe(true);
    expect(snapshot.can({ type: 'auth.close' })).toBe(true);
  };
  itTakesEveryTransition({
    machine: signInDialogMachine,
    events: [
      { type: 'auth.open', reason: 'Sign in to save items' },
      { type: 'auth.switchMode' },
      { type: 'auth.close' },
      { type: 'auth.submit', credentials },
      { type: 'xstate.done.actor.submitCredentials', output: { ok: true, name: 'Ada' } },
      { type: 'xstate.done.actor.submitCredentials', output: { ok: false, message: 'No', fieldErrors: { email: 'Bad' } } },
      { type: 'xstate.error.actor.submitCredentials', error: new Error('offline') },
    ] as never,
    limit: 500,
    expectations: {
      closed: (snapshot) => expect(signInDialogSelectors.isOpen(snapshot)).toBe(false),
      'open.editing': editing,
      'open.submitting': (snapshot) => {
        expect(signInDialogSelectors.isSubmitting(snapshot)).toBe(true);
        expect(snapshot.can({ type: 'auth.close' })).toBe(false);
      },
    },
  });
});

'use client';

import { useActorRef, useSelector } from '@xstate/react';
import { useRouter } from 'next/navigation';
import { announceShopperChanged } from './shopper-session';
import { useEffect } from 'react';
import { fromPromise } from 'xstate';
import { signInDialogMachine, signInDialogSelectors, type SignInMode } from '@storefront/machines/signInDialog.machine';
import { AuthForm } from './AuthForm.client';
import { submitCredentials } from './submit-credentials';

/** The account page's sign-in / create-account form (the dialog's machine, always open). */
export function AccountForms({ initialMode }: { initialMode: SignInMode }) {
  const router = useRouter();
  const actor = useActorRef(signInDialogMachine.provide({ actors: { submitCredentials: fromPromise(({ input }) => submitCredentials(input)) } }));
  const submitting = useSelector(actor, signInDialogSelectors.isSubmitting);
  const isOpen = useSelector(actor, signInDialogSelectors.isOpen);
  const context = useSelector(actor, (snapshot) => snapshot.context);

  useEffect(() => {
    const subscription = actor.on('auth.signedIn', () => {
      announceShopperChanged();
      router.refresh();
    });
    if (!actor.getSnapshot().matches('open')) actor.send({ type: 'auth.open', mode: initialMode });
    return () => subscription.unsubscribe();
  }, [actor, initialMode, router]);

  if (!isOpen) return <p role="status">Signed in. Loading your account…</p>;
  return (
    <AuthForm
      key={context.mode}
      mode={context.mode}
      message={context.message}
      fieldErrors={context.fieldErrors}
      submitting={submitting}
      onSubmit={(credentials) => actor.send({ type: 'auth.submit', credentials })}
      onSwitchMode={() => actor.send({ type: 'auth.switchMode' })}
    />
  );
}

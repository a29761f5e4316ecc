'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import type { Credentials, SignInMode } from '@storefront/machines/signInDialog.machine';
import { signInDialogSelectors } from '@storefront/machines/signInDialog.selectors';
import { useActorSnapshot } from '@storefront/plugins/shared/use-actor-value';
import type { AccountSignIn } from './account-sign-in.client';
import { announceShopperChanged } from './shopper-session';
import { AuthForm } from './AuthForm.client';

const NO_FIELD_ERRORS: Record<string, string> = {};

/**
 * The account page's sign-in / create-account form (the dialog's machine, always open). The form
 * shows at once; the machine loads when the shopper first submits or switches mode, and drives
 * the form from then on.
 */
export function AccountForms({ initialMode }: { initialMode: SignInMode }) {
  const router = useRouter();
  const [actor, setActor] = useState<AccountSignIn>();
  const snapshot = useActorSnapshot(actor);
  const starting = useRef<Promise<AccountSignIn>>(undefined);
  const start = () =>
    (starting.current ??= import('./account-sign-in.client').then(({ startAccountSignIn }) => {
      const started = startAccountSignIn(initialMode, () => {
        // The session is fetched again (ShopperProvider) and the page comes for the new audience.
        announceShopperChanged();
        router.refresh();
      });
      setActor(started);
      return started;
    }));
  useEffect(
    () => () => {
      actor?.stop();
    },
    [actor],
  );

  if (snapshot && !signInDialogSelectors.isOpen(snapshot)) return <p role="status">Signed in. Loading your account…</p>;
  const mode = snapshot?.context.mode ?? initialMode;
  return (
    <AuthForm
      key={mode}
      mode={mode}
      message={snapshot?.context.message}
      fieldErrors={snapshot?.context.fieldErrors ?? NO_FIELD_ERRORS}
      submitting={snapshot ? signInDialogSelectors.isSubmitting(snapshot) : false}
      onSubmit={(credentials: Credentials) => void start().then((started) => started.send({ type: 'auth.submit', credentials }))}
      onSwitchMode={() => void start().then((started) => started.send({ type: 'auth.switchMode' }))}
    />
  );
}

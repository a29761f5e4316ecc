'use client';

import { useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import type { ActorRefFrom } from 'xstate';
import { signInDialogSelectors, type signInDialogMachine } from '@storefront/machines/signInDialog.machine';
import { CloseIcon } from '../icons';
import { AuthForm } from './AuthForm.client';
import styles from './SignInDialog.module.css';

/** The modal sign-in dialog, driven by the signInDialog machine the provider owns. */
export function SignInDialog({ actor }: { actor: ActorRefFrom<typeof signInDialogMachine> }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const isOpen = useSelector(actor, signInDialogSelectors.isOpen);
  const submitting = useSelector(actor, signInDialogSelectors.isSubmitting);
  const context = useSelector(actor, (snapshot) => snapshot.context);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (isOpen && !element.open) element.showModal();
    if (!isOpen && element.open) element.close();
  }, [isOpen]);

  return (
    <dialog
      ref={dialog}
      className={styles.dialog}
      aria-label={context.mode === 'signUp' ? 'Create an account' : 'Sign in'}
      onCancel={(event) => {
        // Escape: close through the machine (which refuses while a submission is in flight).
        event.preventDefault();
        actor.send({ type: 'auth.close' });
      }}
    >
      {isOpen ? (
        <div className={styles.panel}>
          <button type="button" className={styles.close} onClick={() => actor.send({ type: 'auth.close' })} disabled={submitting}>
            <CloseIcon />
            <span className="visually-hidden">Close</span>
          </button>
          <AuthForm
            key={context.mode}
            mode={context.mode}
            reason={context.reason}
            message={context.message}
            fieldErrors={context.fieldErrors}
            submitting={submitting}
            onSubmit={(credentials) => actor.send({ type: 'auth.submit', credentials })}
            onSwitchMode={() => actor.send({ type: 'auth.switchMode' })}
          />
        </div>
      ) : null}
    </dialog>
  );
}

'use client';

import { useId, useState, type FormEvent } from 'react';
import type { Credentials, SignInMode } from '@storefront/machines/signInDialog.machine';
import styles from './AuthForm.module.css';

export interface AuthFormProps {
  mode: SignInMode;
  reason?: string | undefined;
  message: string | undefined;
  fieldErrors: Record<string, string>;
  submitting: boolean;
  onSubmit(credentials: Credentials): void;
  onSwitchMode(): void;
}

/** Sign in or create an account: the form shared by the dialog and the account page. */
export function AuthForm({ mode, reason, message, fieldErrors, submitting, onSubmit, onSwitchMode }: AuthFormProps) {
  const id = useId();
  const [values, setValues] = useState({ email: '', password: '', name: '' });
  const signUp = mode === 'signUp';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(signUp ? values : { email: values.email, password: values.password });
  };
  const field = (name: 'email' | 'password' | 'name', label: string, type: string, autoComplete: string) => (
    <div className={styles.field}>
      <label htmlFor={`${id}-${name}`}>{label}</label>
      <input
        id={`${id}-${name}`}
        name={name}
        type={type}
        autoComplete={autoComplete}
        required
        value={values[name]}
        aria-invalid={fieldErrors[name] ? true : undefined}
        aria-describedby={fieldErrors[name] ? `${id}-${name}-error` : undefined}
        onChange={(event) => setValues((current) => ({ ...current, [name]: event.target.value }))}
      />
      {fieldErrors[name] ? (
        <p id={`${id}-${name}-error`} className={styles.fieldError}>
          {fieldErrors[name]}
        </p>
      ) : null}
    </div>
  );
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-busy={submitting}>
      <h2 className={styles.title}>{signUp ? 'Create an account' : 'Sign in'}</h2>
      {reason ? <p className={styles.reason}>{reason}</p> : null}
      {message ? (
        <p role="alert" className={styles.message}>
          {message}
        </p>
      ) : null}
      {signUp ? field('name', 'Your name', 'text', 'name') : null}
      {field('email', 'Email address', 'email', 'email')}
      {field('password', 'Password', 'password', signUp ? 'new-password' : 'current-password')}
      <button type="submit" className={styles.submit} disabled={submitting}>
        {submitting ? 'Please wait…' : signUp ? 'Create account' : 'Sign in'}
      </button>
      <p className={styles.switch}>
        {signUp ? 'Already have an account?' : 'New here?'}{' '}
        <button type="button" onClick={onSwitchMode} disabled={submitting}>
          {signUp ? 'Sign in' : 'Create an account'}
        </button>
      </p>
    </form>
  );
}

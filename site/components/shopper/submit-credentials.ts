import type { AuthAnswer, Credentials, SignInMode } from '@storefront/machines/signInDialog.machine';
import { fetchJson } from '@storefront/plugins/shared/shopper/fetch-json';

/** The signInDialog machine's submitCredentials actor: the account endpoints over HTTP. */
export async function submitCredentials({ mode, credentials }: { mode: SignInMode; credentials: Credentials }): Promise<AuthAnswer> {
  const { data } = await fetchJson<{ success?: boolean; message?: string; fieldErrors?: Record<string, string>; user?: { name: string } }>(
    mode === 'signUp' ? '/_api/account/signup' : '/_api/account/signin',
    { method: 'POST', body: credentials },
  );
  if (data.success && data.user) return { ok: true, name: data.user.name };
  return { ok: false, message: data.message ?? 'Something went wrong. Please try again.', fieldErrors: data.fieldErrors ?? {} };
}

import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import { BAD_EDITOR_CREDENTIALS, NOT_AN_EDITOR } from '@storefront/shopper/accounts/editors';
import { SignInForm } from '@storefront/preview/studio/SignInForm.tsx';
import { getDb } from '@/lib/platform/db';
import { CSRF_COOKIE } from '@/lib/platform/http';
import { currentStudioEditor } from '@/lib/studio/access';
import { studioReturnPath } from '@/lib/studio/return-path';

export const metadata: Metadata = { title: 'Sign in' };

type Search = Promise<Record<string, string | string[] | undefined>>;
const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** The problem a refused sign-in names, in the editor's words (the URL only carries a code). */
function problemText(code: string | undefined, wait: string | undefined): string | undefined {
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

export default async function StudioSignInPage({ searchParams }: { searchParams: Search }) {
  const params = await searchParams;
  const next = studioReturnPath(one(params.next));
  if (await currentStudioEditor(await getDb())) redirect(next);
  const csrfToken = (await cookies()).get(CSRF_COOKIE)?.value ?? '';
  return (
    <SignInForm
      csrfToken={csrfToken}
      next={next}
      email={one(params.email)?.slice(0, 254)}
      problem={problemText(one(params.error), one(params.wait))}
      note={one(params['signed-out']) ? 'You have signed out of the studio.' : undefined}
    />
  );
}

import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import { SignInForm } from '@storefront/preview/studio/SignInForm.tsx';
import { getDb } from '@/lib/platform/db';
import { CSRF_COOKIE } from '@/lib/platform/http';
import { currentStudioEditor } from '@/lib/studio/access';
import { studioReturnPath } from '@/lib/studio/return-path';
import { signInProblemText } from '@/lib/studio/sign-in-problem';

export const metadata: Metadata = { title: 'Sign in' };

type Search = Promise<Record<string, string | string[] | undefined>>;
const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

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
      problem={signInProblemText(one(params.error), one(params.wait))}
      note={one(params['signed-out']) ? 'You have signed out of the studio.' : undefined}
    />
  );
}

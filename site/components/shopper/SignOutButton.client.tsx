'use client';

import { useRouter } from 'next/navigation';
import { announceShopperChanged } from './shopper-session';
import { useState } from 'react';
import { fetchJson } from '@storefront/plugins/shared/shopper/fetch-json';

/** Ends the session, then shows the signed-out site. */
export function SignOutButton({ className }: { className?: string }) {
  const router = useRouter();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string>();
  return (
    <>
      <button
        type="button"
        className={className}
        disabled={pending}
        onClick={async () => {
          setPending(true);
          const { status, data } = await fetchJson<{ message?: string }>('/_api/account/signout', { method: 'POST', body: {} }).catch(() => ({ status: 0, data: {} as { message?: string } }));
          setPending(false);
          if (status === 200) {
            announceShopperChanged();
            router.push('/');
            router.refresh();
          } else setError(data.message ?? 'Could not sign out. Try again.');
        }}
      >
        {pending ? 'Signing out…' : 'Sign out'}
      </button>
      {error ? <p role="alert">{error}</p> : null}
    </>
  );
}

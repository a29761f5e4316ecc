'use client';

import { useRouter } from 'next/navigation';
import { startTransition } from 'react';
import { errorView } from '@/lib/errors/error-view';
import { ErrorMessage } from './ErrorMessage';

export interface RouteErrorProps {
  error: Error & { digest?: string };
  reset: () => void;
}

/** A route's error boundary (error.tsx): the spec's error view, and a retry that renders the route again on the server. */
export function RouteError({ error, reset }: RouteErrorProps) {
  const router = useRouter();
  // No CMS page is given: a 404 with one is not-found.tsx's to render.
  const view = errorView(error);
  if (view.kind === 'page') return null;
  return (
    <ErrorMessage
      view={view}
      retry={
        <button
          type="button"
          onClick={() =>
            startTransition(() => {
              router.refresh();
              reset();
            })
          }
        >
          Try again
        </button>
      }
    />
  );
}

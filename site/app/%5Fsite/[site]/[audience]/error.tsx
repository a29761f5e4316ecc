'use client';

import { RouteError, type RouteErrorProps } from '@/components/RouteError.client';

/** Every storefront route's error boundary, listings included: the spec's error view (L §2), not a blank page. */
export default function ErrorView(props: RouteErrorProps) {
  return <RouteError {...props} />;
}

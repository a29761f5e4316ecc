'use client';

import { RouteError, type RouteErrorProps } from '@/components/RouteError.client';

/** Every other route's error boundary: the spec's error view (L §2). */
export default function ErrorView(props: RouteErrorProps) {
  return <RouteError {...props} />;
}

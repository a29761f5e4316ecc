'use client';

import { useEffect, useState, type ComponentType } from 'react';
import type { SocialProofMessage } from '@storefront/machines/socialProof.machine';
import type { SocialProofToastProps } from './SocialProofToast.client';

export interface SocialProofProps {
  productKey: string;
  /** GET /_api/social-proof (the default); replaced in tests. */
  fetchMessages?: (productKey: string) => Promise<ReadonlyArray<SocialProofMessage>>;
}

/**
 * The product page's social-proof messages (P §3, §4, §9): what other shoppers did with this
 * product lately, asked for by the browser since the page is cached for everyone. The first
 * shows after 2 s, so all of its code loads after the page, off its first load.
 */
export function SocialProof({ productKey, fetchMessages }: SocialProofProps) {
  const [Toast, setToast] = useState<{ Component: ComponentType<SocialProofToastProps>; fetchSocialProof: SocialProofToastProps['fetchMessages'] }>();
  useEffect(() => {
    let cancelled = false;
    void import('./SocialProofToast.client').then(({ SocialProofToast, fetchSocialProof }) => {
      if (!cancelled) setToast({ Component: SocialProofToast, fetchSocialProof });
    });
    return () => {
      cancelled = true;
    };
  }, []);
  if (!Toast) return null;
  return <Toast.Component productKey={productKey} fetchMessages={fetchMessages ?? Toast.fetchSocialProof} />;
}

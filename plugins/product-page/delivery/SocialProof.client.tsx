'use client';

import type { SocialProofMessage } from '@storefront/machines/socialProof.machine';
import { useIslandCode } from '../../shared/use-island-code';

export interface SocialProofProps {
  productKey: string;
  /** GET /_api/social-proof (the default); replaced in tests. */
  fetchMessages?: (productKey: string) => Promise<ReadonlyArray<SocialProofMessage>>;
}

const loadToast = () => import('./SocialProofToast.client');

/**
 * The product page's social-proof messages (P §3, §4, §9): what other shoppers did with this
 * product lately, asked for by the browser since the page is cached for everyone. The first
 * shows after 2 s, so all of its code loads after the page, off its first load.
 */
export function SocialProof({ productKey, fetchMessages }: SocialProofProps) {
  const toast = useIslandCode(loadToast, 'hydrated').code;
  if (!toast) return null;
  return <toast.SocialProofToast productKey={productKey} fetchMessages={fetchMessages ?? toast.fetchSocialProof} />;
}

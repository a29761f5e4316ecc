'use client';

import { useRef, type ReactNode } from 'react';
import { useIslandCode } from '../../shared/use-island-code';
import { useNearViewport } from '../../shared/use-near-viewport';
import type { BundleSectionModel } from './model';

const loadLive = () => import('./LiveBundles.client');

/**
 * The bundle sections' one first-load island: it shows the server's drawing until the sections
 * come within 600 px of the viewport, then loads their code (machine, basket call) and hands over.
 */
export function BundlesIsland({ sections, children }: { sections: readonly BundleSectionModel[]; children: ReactNode }) {
  const frame = useRef<HTMLDivElement>(null);
  const Live = useIslandCode(loadLive, 'hydrated', useNearViewport(frame, '600px 0px')).code?.LiveBundles;
  return <div ref={frame}>{Live ? <Live sections={sections} /> : children}</div>;
}

'use client';

import { useRef, type ComponentType, type ReactNode } from 'react';
import shimmer from '../../shared/Shimmer.module.css';
import { useIslandCode } from '../../shared/use-island-code';
import { useNearViewport } from '../../shared/use-near-viewport';

/**
 * The one first-load island of the recommendation sections. The server draws each section's
 * skeleton frame (its final size) as `children`, in the cached page HTML; when the section comes
 * within 600 px of the viewport, its code loads (dynamic import) and takes over with state, showing
 * the same skeleton until its data arrives, then the cards, or nothing. No Suspense: React never
 * moves the server HTML.
 */
export type LazySectionKind = 'similar' | 'sponsored' | 'recent' | 'visualGrid';

export interface LazySectionProps {
  productKey: string | undefined;
  colour: string | undefined;
  /** The server-drawn skeleton, shown until the cards are in. */
  fallback: ReactNode;
}

export interface NearViewportProps {
  section: LazySectionKind;
  productKey?: string | undefined;
  colour?: string | undefined;
  children: ReactNode;
}

const Hidden = () => null;
type Sections = Partial<Record<LazySectionKind, ComponentType<LazySectionProps>>>;
const loadVisualFlow = (): Promise<{ lazySections: Sections }> => import('./visual-flow.client');
const loadCarousels = (): Promise<{ lazySections: Sections }> => import('./carousels.client');

export function NearViewport({ section, productKey, colour, children }: NearViewportProps) {
  const frame = useRef<HTMLDivElement>(null);
  const near = useNearViewport(frame, '600px 0px');
  const loaded = useIslandCode(section === 'visualGrid' ? loadVisualFlow : loadCarousels, 'hydrated', near);
  const Section = loaded.failed ? Hidden : (loaded.code?.lazySections[section] ?? null);
  // Its skeleton keeps still until the section comes near the screen (see Shimmer.module.css).
  return <div ref={frame} className={near ? undefined : shimmer.stillUntilNear}>{Section ? <Section productKey={productKey} colour={colour} fallback={children} /> : children}</div>;
}

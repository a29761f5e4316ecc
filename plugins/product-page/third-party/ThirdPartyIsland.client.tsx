'use client';

import { useRef, useState, type ComponentType, type ReactNode } from 'react';
import { useIslandCode } from '../../shared/use-island-code';
import { useNearViewport } from '../../shared/use-near-viewport';

/**
 * The one first-load island of the third-party features (kept to a few hundred bytes: the product
 * page sits at its first-load budget). The server draws each feature's button (its final size) as
 * `children`; when the feature comes within 600 px of the screen, the features' code loads
 * (dynamic import, one chunk) and takes over by state, no Suspense. A press before that is
 * remembered and acted on when the code arrives.
 */
export type ThirdPartyKind = 'viewer3d' | 'tryOn' | 'sizeFit' | 'productContent' | 'reviewForm';

export interface FeatureProps<Input = unknown> {
  input: Input;
  /** Pressed before the code loaded: open at once. */
  pressed: boolean;
  fallback: ReactNode;
}

const loadFeatures = () => import('./features.client');

export function ThirdPartyIsland({ kind, input, children }: { kind: ThirdPartyKind; input: unknown; children: ReactNode }) {
  const frame = useRef<HTMLDivElement>(null);
  const features = useIslandCode(loadFeatures, 'hydrated', useNearViewport(frame, '600px 0px')).code?.features;
  const Feature = features ? (features[kind] as ComponentType<FeatureProps>) : null;
  const [pressed, setPressed] = useState(false);
  return (
    <div ref={frame} data-third-party={kind} data-ready={Feature ? 'true' : undefined} onClickCapture={Feature ? undefined : () => setPressed(true)}>
      {Feature ? <Feature input={input} pressed={pressed} fallback={children} /> : children}
    </div>
  );
}

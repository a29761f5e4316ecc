'use client';

import { useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { afterFirstPaint } from '../../shared/after-first-paint';

/**
 * The one first-load island of the third-party features: the server draws each feature's button
 * or frame (its final size) as `children`; once the page has painted and the feature is near the
 * screen, its code loads (dynamic import) and takes over by state, no Suspense. A press before
 * that is remembered and acted on when the code arrives.
 */
export type ThirdPartyKind = 'viewer3d' | 'tryOn' | 'sizeFit' | 'productContent' | 'reviewForm';

export interface FeatureProps<Input = unknown> {
  input: Input;
  /** Pressed before the code loaded: open at once. */
  pressed: boolean;
  fallback: ReactNode;
}

const loaders: Record<ThirdPartyKind, () => Promise<{ default: ComponentType<FeatureProps<never>> }>> = {
  viewer3d: () => import('./viewer-3d/Viewer3d.client'),
  tryOn: () => import('./try-on/TryOn.client'),
  sizeFit: () => import('./size-fit/SizeFit.client'),
  productContent: () => import('./product-content/ProductContent.client'),
  reviewForm: () => import('./review-form/ReviewForm.client'),
};

export function ThirdPartyIsland({ kind, input, children }: { kind: ThirdPartyKind; input: unknown; children: ReactNode }) {
  const frame = useRef<HTMLDivElement>(null);
  const [Feature, setFeature] = useState<ComponentType<FeatureProps> | null>(null);
  const [pressed, setPressed] = useState(false);
  useEffect(() => {
    const element = frame.current;
    if (!element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        afterFirstPaint()
          .then(loaders[kind])
          .then(
            (loaded) => setFeature(() => loaded.default as ComponentType<FeatureProps>),
            () => undefined,
          );
      },
      { rootMargin: '600px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [kind]);
  return (
    <div ref={frame} data-third-party={kind} data-ready={Feature ? 'true' : undefined} onClickCapture={Feature ? undefined : () => setPressed(true)}>
      {Feature ? <Feature input={input} pressed={pressed} fallback={children} /> : children}
    </div>
  );
}

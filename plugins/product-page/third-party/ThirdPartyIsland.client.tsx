'use client';

import { useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';

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

export function ThirdPartyIsland({ kind, input, children }: { kind: ThirdPartyKind; input: unknown; children: ReactNode }) {
  const frame = useRef<HTMLDivElement>(null);
  const [Feature, setFeature] = useState<ComponentType<FeatureProps> | null>(null);
  const [pressed, setPressed] = useState(false);
  useEffect(() => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        import('./features.client').then(
          (loaded) => setFeature(() => loaded.features[kind] as ComponentType<FeatureProps>),
          () => undefined,
        );
      },
      { rootMargin: '600px 0px' },
    );
    observer.observe(frame.current!);
    return () => observer.disconnect();
  }, [kind]);
  return (
    <div ref={frame} data-third-party={kind} data-ready={Feature ? 'true' : undefined} onClickCapture={Feature ? undefined : () => setPressed(true)}>
      {Feature ? <Feature input={input} pressed={pressed} fallback={children} /> : children}
    </div>
  );
}

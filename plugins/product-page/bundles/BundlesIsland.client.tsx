'use client';

import { useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import type { LiveBundlesProps } from './LiveBundles.client';
import type { BundleSectionModel } from './model';

/**
 * The bundle sections' one first-load island: it shows the server's drawing until the sections
 * come within 600 px of the viewport, then loads their code (machine, basket call) and hands over.
 */
export function BundlesIsland({ sections, children }: { sections: readonly BundleSectionModel[]; children: ReactNode }) {
  const frame = useRef<HTMLDivElement>(null);
  const [Live, setLive] = useState<ComponentType<LiveBundlesProps>>();
  useEffect(() => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        void import('./LiveBundles.client').then((loaded) => setLive(() => loaded.LiveBundles));
      },
      { rootMargin: '600px 0px' },
    );
    observer.observe(frame.current!);
    return () => observer.disconnect();
  }, []);
  return <div ref={frame}>{Live ? <Live sections={sections} /> : children}</div>;
}

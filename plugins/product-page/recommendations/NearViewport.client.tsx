'use client';

import { useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';

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

export function NearViewport({ section, productKey, colour, children }: NearViewportProps) {
  const frame = useRef<HTMLDivElement>(null);
  const [Section, setSection] = useState<ComponentType<LazySectionProps> | null>(null);
  useEffect(() => {
    const element = frame.current;
    if (!element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        (section === 'visualGrid' ? import('./visual-flow.client') : import('./carousels.client')).then(
          (loaded) => setSection(() => loaded.lazySections[section as never] as ComponentType<LazySectionProps>),
          () => setSection(() => Hidden),
        );
      },
      { rootMargin: '600px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [section]);
  return <div ref={frame}>{Section ? <Section productKey={productKey} colour={colour} fallback={children} /> : children}</div>;
}

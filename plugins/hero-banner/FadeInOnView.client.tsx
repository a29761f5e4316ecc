'use client';

import { useLayoutEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';

/** Spec: hero content fades in once 10 % of it is visible. */
const VISIBLE_AMOUNT = 0.1;

type Phase = 'shown' | 'waiting' | 'revealed';

const styles: Record<Phase, CSSProperties | undefined> = {
  shown: undefined,
  waiting: { opacity: 0, transform: 'translateY(24px)' },
  revealed: { opacity: 1, transform: 'none', transition: 'opacity 0.7s ease-out, transform 0.7s ease-out' },
};

/**
 * Content is server-rendered visible (no JavaScript, no flash above the fold); only content that
 * starts below the fold is hidden before first paint and faded in when it scrolls into view. An
 * IntersectionObserver and a CSS transition, so no animation library ships with every page; a
 * shopper who asks for reduced motion sees the content as it is.
 */
export function FadeInOnView({ children, className }: { children: ReactNode; className?: string | undefined }) {
  const ref = useRef<HTMLDivElement>(null);
  const [phase, setPhase] = useState<Phase>('shown');

  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    const box = element.getBoundingClientRect();
    if (box.top <= window.innerHeight && box.bottom >= 0) return;
    setPhase('waiting');
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        setPhase('revealed');
        observer.disconnect();
      },
      { threshold: VISIBLE_AMOUNT },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return (
    <div ref={ref} className={className} style={styles[phase]}>
      {children}
    </div>
  );
}

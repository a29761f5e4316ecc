'use client';

import { motion, useInView } from 'framer-motion';
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';

/** Spec: hero content fades in once 10 % of it is visible. */
const VISIBLE_AMOUNT = 0.1;

/**
 * Content is server-rendered visible (no JavaScript, no flash above the fold); only content that
 * starts below the fold is hidden before first paint and faded in when it scrolls into view.
 */
export function FadeInOnView({ children, className }: { children: ReactNode; className?: string | undefined }) {
  const ref = useRef<HTMLDivElement>(null);
  const inView = useInView(ref, { amount: VISIBLE_AMOUNT, once: true });
  const [startedBelowFold, setStartedBelowFold] = useState(false);

  useLayoutEffect(() => {
    const box = ref.current?.getBoundingClientRect();
    if (box && (box.top > window.innerHeight || box.bottom < 0)) setStartedBelowFold(true);
  }, []);

  const hidden = startedBelowFold && !inView;
  return (
    <motion.div
      ref={ref}
      className={className}
      initial={false}
      animate={hidden ? { opacity: 0, y: 24 } : { opacity: 1, y: 0 }}
      transition={{ duration: hidden ? 0 : 0.7, ease: 'easeOut' }}
    >
      {children}
    </motion.div>
  );
}

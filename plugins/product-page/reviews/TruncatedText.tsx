'use client';

import { useState } from 'react';
import { shorten } from './rules/truncate';
import { reviewsTexts as texts } from './reviews.texts';
import styles from './ReviewList.module.css';

export interface TruncatedTextProps {
  text: string;
  /** Characters shown before 'Read more' (P §9). */
  limit: number;
  className?: string | undefined;
  /** 'Read more' does this (the list opens the review); without it the text expands in place. */
  onReadMore?: (() => void) | undefined;
  testId?: string;
}

/** A review's or a response's text, as text (never markup), cut with 'Read more' when long. */
export function TruncatedText({ text, limit, className, onReadMore, testId }: TruncatedTextProps) {
  const [expanded, setExpanded] = useState(false);
  const short = shorten(text, limit);
  const showWhole = !short.truncated || expanded;
  return (
    <div className={className}>
      <p className={styles.text} data-testid={testId}>
        {showWhole ? text.trim() : short.text}
      </p>
      {short.truncated ? (
        <button
          type="button"
          className={styles.readMore}
          aria-expanded={onReadMore ? undefined : expanded}
          onClick={onReadMore ?? (() => setExpanded((value) => !value))}
        >
          {expanded ? texts.readLess : texts.readMore}
        </button>
      ) : null}
    </div>
  );
}

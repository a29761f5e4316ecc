'use client';

import { reviews as spec, reviewsText } from '@storefront/machines/spec';
import type { ReviewSort } from '@storefront/machines/reviews.machine';
import { reviewsTexts as texts } from './reviews.texts';
import styles from './ReviewList.module.css';

/** 'Reviews That Mention' (P §2): one keyword at a time; pressing the chosen one again clears it. */
export function KeywordFilters({ features, selected, onSelect }: { features: readonly string[]; selected: string | undefined; onSelect: (feature: string) => void }) {
  return (
    <div className={styles.keywords} role="group" aria-labelledby="reviews-keywords-heading" data-testid="review-keywords">
      <h3 id="reviews-keywords-heading" className={styles.blockHeading}>
        {reviewsText.keywordHeading}
      </h3>
      <ul className={styles.keywordList}>
        {features.map((feature) => (
          <li key={feature}>
            <button type="button" className={styles.keyword} aria-pressed={feature === selected} onClick={() => onSelect(feature)}>
              {feature}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The sort selector (P §9): Most Recent, Rating High-Low, Rating Low-High. */
export function SortSelect({ sort, onChange }: { sort: ReviewSort; onChange: (sort: ReviewSort) => void }) {
  return (
    <label className={styles.sort}>
      <span className={styles.sortLabel}>{texts.sortLabel}</span>
      <select
        className={styles.sortSelect}
        value={sort}
        onChange={(event) => onChange(spec.sorts.find((option) => option === event.target.value) ?? spec.defaultSort)}
        data-testid="review-sort"
      >
        {spec.sorts.map((option) => (
          <option key={option} value={option}>
            {reviewsText.sortLabels[option]}
          </option>
        ))}
      </select>
    </label>
  );
}

/** The AI summary (P §2, from 30 reviews) with its disclaimer. */
export function AiSummary({ summary, disclaimer }: { summary: string; disclaimer: string }) {
  return (
    <section className={styles.aiSummary} aria-labelledby="reviews-ai-summary-heading" data-testid="reviews-ai-summary">
      <h3 id="reviews-ai-summary-heading" className={styles.aiHeading}>
        <span className={styles.aiBadge} aria-hidden="true">
          {texts.aiBadge}
        </span>
        {texts.aiSummaryHeading}
      </h3>
      <p className={styles.aiText}>{summary}</p>
      <p className={styles.aiDisclaimer}>{disclaimer}</p>
    </section>
  );
}

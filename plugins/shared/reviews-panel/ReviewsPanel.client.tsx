'use client';

import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import type { ReviewStats } from '@storefront/machines/reviews.types';
import type { ReviewsPanelDialogProps, ReviewsPanelRequest } from './ReviewsPanelDialog.client';

/** The product whose reviews the panel shows. */
export interface ReviewsPanelProduct {
  /** The SKU the stats are asked for (L §7: the first variant's). */
  sku: string;
  name: string;
  /** The product page; the panel links to its reviews. */
  href: string;
}

interface ReviewsPanelApi {
  /** Opens the panel for a product; focus goes back to `trigger` when it closes. */
  open(product: ReviewsPanelProduct, trigger: HTMLElement): void;
}

const ReviewsPanelContext = createContext<ReviewsPanelApi | undefined>(undefined);

/** The page's reviews panel, when one is mounted above this component. */
export function useReviewsPanel(): ReviewsPanelApi | undefined {
  return useContext(ReviewsPanelContext);
}

export interface ReviewsPanelProviderProps {
  children: ReactNode;
  /** GET /_api/reviews/stats (the default, loaded with the panel); replaced in tests. */
  fetchStats?: (sku: string) => Promise<ReviewStats>;
}

type Dialog = (props: ReviewsPanelDialogProps) => ReactNode;

/**
 * One reviews panel for everything below it (L §2, §4; P §2): a rating opens it for its product,
 * so only one is ever open. The panel (its machine, its dialog) loads when a rating is first
 * pressed.
 */
export function ReviewsPanelProvider({ children, fetchStats }: ReviewsPanelProviderProps) {
  const [dialog, setDialog] = useState<{ Dialog: Dialog }>();
  const [request, setRequest] = useState<ReviewsPanelRequest>();
  const api = useMemo<ReviewsPanelApi>(
    () => ({
      open(product, trigger) {
        setRequest({ product, trigger });
        void import('./ReviewsPanelDialog.client').then(({ ReviewsPanelDialog }) => setDialog((loaded) => loaded ?? { Dialog: ReviewsPanelDialog }));
      },
    }),
    [],
  );
  return (
    <ReviewsPanelContext value={api}>
      {children}
      {dialog && request ? (
        <dialog.Dialog request={request} fetchStats={fetchStats} />
      ) : (
        // The panel's place, closed (and so not shown), as the machine-driven panel renders it
        // before its first opening; its styles come with the panel.
        <dialog aria-label="Reviews" data-state="closing" data-testid="reviews-panel" />
      )}
    </ReviewsPanelContext>
  );
}

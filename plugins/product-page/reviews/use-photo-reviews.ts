'use client';

import { useEffect, useState } from 'react';
import { fetchPhotoReviews } from './reviews-api';
import { reviewImageUrl } from './rules/media';
import type { ShownReview } from './review-schema';

/** One customer photo and the review it belongs to. */
export interface CustomerPhoto {
  photo: ShownReview['photos'][number];
  review: ShownReview;
}

/** How long the area waits for the photos before showing without them (they join when they come). */
export const PHOTOS_WAIT_MS = 3_000;

/**
 * The product's customer photos for the strip and the gallery (P §7: the reviews with photos, up
 * to 100). A failure shows no photos; the rest of the area is unaffected.
 */
export function useCustomerPhotos(sku: string, enabled: boolean): { photos: CustomerPhoto[]; settled: boolean } {
  const [loaded, setLoaded] = useState<{ sku: string; photos: CustomerPhoto[] }>();
  const [waitedFor, setWaitedFor] = useState<string>();
  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    const patience = setTimeout(() => setWaitedFor(sku), PHOTOS_WAIT_MS);
    fetchPhotoReviews(sku, controller.signal).then(
      (reviews) => {
        // Only photos the image endpoint serves are shown (rules/media.ts).
        const photos = reviews.flatMap((review) => review.photos.filter((photo) => reviewImageUrl(photo.sizes.normal.url, {}) !== undefined).map((photo) => ({ photo, review })));
        setLoaded({ sku, photos });
      },
      () => {
        if (!controller.signal.aborted) setLoaded({ sku, photos: [] });
      },
    );
    return () => {
      controller.abort();
      clearTimeout(patience);
    };
  }, [sku, enabled]);
  const current = loaded?.sku === sku ? loaded.photos : undefined;
  return { photos: enabled ? (current ?? []) : [], settled: !enabled || current !== undefined || waitedFor === sku };
}

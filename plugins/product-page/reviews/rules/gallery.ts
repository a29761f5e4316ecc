/**
 * The photo gallery's paging (P §9: 6 photos per view on desktop, 3 on phones): which view the
 * selected photo is in and what the arrows may do.
 */
export interface GalleryView {
  /** Index of the first photo of the view. */
  first: number;
  /** Index after the last photo of the view. */
  end: number;
  hasPrevious: boolean;
  hasNext: boolean;
}

/** The view holding `selected`, `perView` photos wide, out of `total`. */
export function galleryView(total: number, perView: number, selected: number): GalleryView {
  const clamped = Math.max(0, Math.min(selected, total - 1));
  const first = total === 0 ? 0 : Math.floor(clamped / perView) * perView;
  const end = Math.min(total, first + perView);
  return { first, end, hasPrevious: first > 0, hasNext: end < total };
}

/** The photo selected after an arrow: the first of the previous or next view. */
export function stepView(total: number, perView: number, selected: number, direction: -1 | 1): number {
  const { first } = galleryView(total, perView, selected);
  const target = first + direction * perView;
  return target < 0 || target >= total ? selected : target;
}

/** The photo strip (P §9): the thumbnails shown and the '+N' of the photos beyond them. */
export function stripLayout(total: number, slots: number): { shown: number; more: number } {
  const shown = Math.min(total, slots);
  return { shown, more: total - shown };
}

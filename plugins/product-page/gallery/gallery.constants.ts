/** P §9 'Page': the product page gallery's numbers. */
export const gallery = {
  thumbnailWidthPx: 100,
  /** In-place zoom on desktop (click), following the pointer. */
  desktopZoom: 3,
  /** The full-screen zoom on phones (double tap toggles 1 ↔ 4). */
  mobileMaxZoom: 4,
  zoomQuality: 95,
  normalQuality: 70,
  /** Height / width of every gallery picture box. */
  aspect: 1.5,
  /** The thumbnail strip and in-place zoom layout starts here (P §2 'Desktop'). */
  desktopMinWidthPx: 1024,
} as const;

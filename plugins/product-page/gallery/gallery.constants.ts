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

/** What the gallery's controls say to screen readers. */
export const galleryTexts = {
  next: 'Next image',
  previous: 'Previous image',
  zoom: 'Zoom',
  close: 'Close',
  thumbnailsUp: 'Scroll thumbnails up',
  thumbnailsDown: 'Scroll thumbnails down',
  playVideo: 'Play video',
  counter: (position: number, total: number) => `Image ${position} of ${total}`,
  showImage: (position: number, total: number) => `Show image ${position} of ${total}`,
  slide: (position: number, total: number) => `${position} of ${total}`,
  region: (productName: string) => `${productName} images`,
  zoomDialog: (productName: string) => `${productName}, zoomed images`,
} as const;

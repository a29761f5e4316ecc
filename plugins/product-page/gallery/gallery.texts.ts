/**
 * What the gallery's controls say (and say to screen readers). The server-drawn gallery's texts
 * are apart from the zoom view's, so the first load carries only the former.
 */
export const galleryTexts = {
  next: 'Next image',
  previous: 'Previous image',
  zoom: 'Zoom',
  playVideo: 'Play video',
  counter: (position: number, total: number) => `Image ${position} of ${total}`,
  showImage: (position: number, total: number) => `Show image ${position} of ${total}`,
  slide: (position: number, total: number) => `${position} of ${total}`,
  region: (productName: string) => `${productName} images`,
} as const;

/** The texts of the parts that load later: the zoom view and the thumbnail strip's arrows. */
export const zoomViewTexts = {
  close: 'Close',
  thumbnailsUp: 'Scroll thumbnails up',
  thumbnailsDown: 'Scroll thumbnails down',
  dialog: (productName: string) => `${productName}, zoomed images`,
} as const;

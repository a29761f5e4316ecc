/** What an uploaded file really is, read from its bytes (never from what a client claims). */
export interface SniffedFile {
  contentType: string;
  /** Pixel size, for images whose header could be read. */
  image?: { width: number; height: number };
}

/** The file types the embedded space accepts as uploads: web images and PDF documents. */
export const acceptedUploadTypes = ['image/jpeg', 'image/png', 'image/gif', 'image/webp', 'image/avif', 'application/pdf'] as const;

function ascii(bytes: Uint8Array, start: number, length: number): string {
  return String.fromCharCode(...bytes.subarray(start, start + length));
}

function size(width: number, height: number): { width: number; height: number } | undefined {
  return width > 0 && height > 0 ? { width, height } : undefined;
}

function jpegSize(bytes: Uint8Array, view: DataView): { width: number; height: number } | undefined {
  // Walk the marker segments to the first start-of-frame (SOF0–SOF15 except DHT, JPG and DAC).
  let offset = 2;
  while (offset + 9 < bytes.length) {
    if (bytes[offset] !== 0xff) return undefined;
    const marker = bytes[offset + 1]!;
    if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7) || marker === 0xff) {
      offset += marker === 0xff ? 1 : 2;
      continue;
    }
    const length = view.getUint16(offset + 2);
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return size(view.getUint16(offset + 7), view.getUint16(offset + 5));
    }
    offset += 2 + length;
  }
  return undefined;
}

function webpSize(bytes: Uint8Array, view: DataView): { width: number; height: number } | undefined {
  const chunk = ascii(bytes, 12, 4);
  if (chunk === 'VP8 ' && bytes.length >= 30) return size(view.getUint16(26, true) & 0x3fff, view.getUint16(28, true) & 0x3fff);
  if (chunk === 'VP8L' && bytes.length >= 25) {
    const [b1, b2, b3, b4] = [bytes[21]!, bytes[22]!, bytes[23]!, bytes[24]!];
    return size(1 + (((b2 & 0x3f) << 8) | b1), 1 + (((b4 & 0x0f) << 10) | (b3 << 2) | ((b2 & 0xc0) >> 6)));
  }
  if (chunk === 'VP8X' && bytes.length >= 30) {
    const u24 = (at: number) => bytes[at]! | (bytes[at + 1]! << 8) | (bytes[at + 2]! << 16);
    return size(1 + u24(24), 1 + u24(27));
  }
  return undefined;
}

function avifSize(bytes: Uint8Array, view: DataView): { width: number; height: number } | undefined {
  // The image spatial extents property ('ispe'): version/flags, then width and height.
  const last = Math.min(bytes.length - 16, 64 * 1024);
  for (let at = 0; at <= last; at += 1) {
    if (bytes[at] === 0x69 && ascii(bytes, at, 4) === 'ispe') return size(view.getUint32(at + 8), view.getUint32(at + 12));
  }
  return undefined;
}

/** Recognises the accepted upload types by their signatures; undefined for anything else. */
export function sniffFile(bytes: Uint8Array): SniffedFile | undefined {
  if (bytes.length < 12) return undefined;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const withImage = (contentType: string, image: { width: number; height: number } | undefined): SniffedFile =>
    image ? { contentType, image } : { contentType };
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return withImage('image/jpeg', jpegSize(bytes, view));
  if (ascii(bytes, 0, 8) === '\x89PNG\r\n\x1a\n') {
    return withImage('image/png', bytes.length >= 24 ? size(view.getUint32(16), view.getUint32(20)) : undefined);
  }
  if (ascii(bytes, 0, 6) === 'GIF87a' || ascii(bytes, 0, 6) === 'GIF89a') return withImage('image/gif', size(view.getUint16(6, true), view.getUint16(8, true)));
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 4) === 'WEBP') return withImage('image/webp', webpSize(bytes, view));
  if (ascii(bytes, 4, 4) === 'ftyp' && ['avif', 'avis'].includes(ascii(bytes, 8, 4))) return withImage('image/avif', avifSize(bytes, view));
  if (ascii(bytes, 0, 5) === '%PDF-') return { contentType: 'application/pdf' };
  return undefined;
}

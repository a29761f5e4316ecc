import { crc32, deflateSync } from 'node:zlib';

/**
 * A small PNG, drawn pixel by pixel (the tests have no image library): `paint` gives each pixel's
 * colour as '#rrggbb'. Used to upload generated photos to the visual search.
 */
export function png(width: number, height: number, paint: (x: number, y: number) => string): Buffer {
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y += 1) {
    const row = y * (width * 3 + 1);
    rows[row] = 0;
    for (let x = 0; x < width; x += 1) {
      const value = parseInt(paint(x, y).slice(1), 16);
      rows.set([(value >> 16) & 255, (value >> 8) & 255, value & 255], row + 1 + x * 3);
    }
  }
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', deflateSync(rows)), chunk('IEND', Buffer.alloc(0))]);
}

/** A dress-like shape in `colour` on a white backdrop, as a shopper's product photo might be. */
export function garmentPhoto(colour: string, width = 120, height = 180): Buffer {
  return png(width, height, (x, y) => {
    const top = height * 0.1;
    const bottom = height * 0.9;
    if (y < top || y > bottom) return '#ffffff';
    const half = width * (0.15 + 0.3 * ((y - top) / (bottom - top)));
    return Math.abs(x - width / 2) <= half ? colour : '#ffffff';
  });
}

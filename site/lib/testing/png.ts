import { crc32, deflateSync } from 'node:zlib';

/** PNG files written byte by byte, for tests that upload images (no image library needed). */

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function chunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

function pngFile(width: number, height: number, compressedPixels: Buffer): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  return Buffer.concat([SIGNATURE, chunk('IHDR', header), chunk('IDAT', compressedPixels), chunk('IEND', Buffer.alloc(0))]);
}

/** A real grey PNG of this size (readers take the pixel size from its header). */
export function greyPng(width: number, height: number): Buffer {
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, 0x80)]);
  return pngFile(width, height, deflateSync(Buffer.concat(Array.from({ length: height }, () => row))));
}

/** A valid PNG header claiming a huge size over almost no data: a decompression bomb's opening. */
export function bombPng(width: number, height: number): Buffer {
  return pngFile(width, height, Buffer.from([0x78, 0x9c, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01]));
}

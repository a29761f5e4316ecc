import { deflateSync } from 'node:zlib';
import { users } from '@storefront/db/schema/accounts';
import { createClient, type PlainClientAPI } from 'contentful-management';
import { createInProcessAdapter } from '../axios-adapter';
import type { ContentApiHandler, ContentApiResponse } from '../delivery/api';
import type { Db } from '../store/db';
import { createManagementToken } from '../store/management-tokens';

/** An editor account with a Management API token, as the studio will mint one at sign-in. */
export async function createEditor(db: Db, id = 'editor-1', role = 'editor'): Promise<{ userId: string; token: string }> {
  await db.insert(users).values({ id, email: `${id}@studio.test`, name: `Editor ${id}`, role });
  if (role !== 'editor') return { userId: id, token: '' };
  const { token } = await createManagementToken(db, { userId: id, name: 'test session' });
  return { userId: id, token };
}

/** The real contentful-management SDK (plain client) talking to the handler in-process, as the studio would. */
export function managementClient(handle: ContentApiHandler, accessToken: string, spaceId: string, environmentId = 'master'): PlainClientAPI {
  return createClient(
    {
      accessToken,
      host: 'localhost',
      hostUpload: 'localhost',
      insecure: true,
      basePath: '/_content',
      retryOnError: false,
      adapter: createInProcessAdapter(handle, { basePath: '/_content' }),
    },
    { type: 'plain', defaults: { spaceId, environmentId } },
  );
}

/** Calls the handler directly; the JSON answer is parsed (empty bodies give undefined). */
export async function call<T = Record<string, unknown>>(
  handle: ContentApiHandler,
  method: string,
  path: string,
  options: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<{ status: number; headers: ContentApiResponse['headers']; body: T }> {
  const body =
    options.body === undefined
      ? undefined
      : options.body instanceof Uint8Array
        ? options.body
        : new TextEncoder().encode(typeof options.body === 'string' ? options.body : JSON.stringify(options.body));
  const answer = await handle({
    method,
    url: path,
    headers: { ...(options.token ? { authorization: `Bearer ${options.token}` } : {}), ...options.headers },
    ...(body ? { body } : {}),
  });
  return { status: answer.status, headers: answer.headers, body: (answer.body === '' ? undefined : JSON.parse(answer.body)) as T };
}

/** The error an SDK call rejected with, with Contentful's details parsed from its message. */
export async function sdkError(promise: Promise<unknown>): Promise<{ name: string; status: number; message: string; details: Record<string, unknown> }> {
  try {
    await promise;
  } catch (error) {
    const parsed = JSON.parse((error as Error).message) as { status: number; message: string; details: Record<string, unknown> };
    return { name: (error as Error).name, status: parsed.status, message: parsed.message, details: parsed.details };
  }
  throw new Error('expected the SDK call to fail');
}

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = crcTable[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Uint8Array): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/** A real (decodable) RGB PNG of the given size, filled with one colour. */
export function pngBytes(width: number, height: number, rgb: [number, number, number] = [200, 30, 60]): Uint8Array {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => rgb).flat())]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  return new Uint8Array(
    Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', pixels), chunk('IEND', new Uint8Array())]),
  );
}

/** The bytes as an ArrayBuffer, which is what the SDK's upload types ask for. */
export function arrayBufferOf(bytes: Uint8Array): ArrayBuffer {
  return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
}

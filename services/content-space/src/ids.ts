import { randomBytes, randomInt } from 'node:crypto';

const base62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const lowerAlphanumeric = '0123456789abcdefghijklmnopqrstuvwxyz';

function randomString(alphabet: string, length: number): string {
  let out = '';
  for (let i = 0; i < length; i += 1) out += alphabet[randomInt(alphabet.length)];
  return out;
}

/** A space id shaped like Contentful's (12 lowercase alphanumerics). */
export function newSpaceId(): string {
  return randomString(lowerAlphanumeric, 12);
}

/** An entry or asset id shaped like Contentful's (22 base62 characters). */
export function newEntityId(): string {
  return randomString(base62, 22);
}

/** An API access token: 256 random bits, hex encoded like Contentful's delivery tokens. */
export function newAccessToken(): string {
  return randomBytes(32).toString('hex');
}

/** A personal-access-token-shaped management token. */
export function newManagementToken(): string {
  return `CFPAT-${randomBytes(32).toString('base64url')}`;
}

/** Ids Contentful accepts for entries, assets, content types and locales sys ids. */
export const entityIdPattern = /^[a-zA-Z0-9._-]{1,64}$/;

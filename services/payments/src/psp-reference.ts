import { randomInt } from 'node:crypto';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** A new pspReference: 16 characters of upper-case letters and digits, as Adyen's. */
export function newPspReference(): string {
  let reference = '';
  for (let index = 0; index < 16; index += 1) reference += ALPHABET[randomInt(ALPHABET.length)];
  return reference;
}

export const PSP_REFERENCE = /^[A-Z0-9]{16}$/;

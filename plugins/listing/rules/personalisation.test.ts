import { describe, expect, it } from 'vitest';
import { isGuest, searchUserToken } from './personalisation';

describe('guest (L §6)', () => {
  it('is a user the record marks as guest, or an unknown user', () => {
    expect(isGuest({ kind: 'guest' })).toBe(true);
    expect(isGuest(undefined)).toBe(true);
    expect(isGuest(null)).toBe(true);
    expect(isGuest({ kind: 'signed-in', userId: 'u1' })).toBe(false);
  });
});

describe('search user token (L §6)', () => {
  it('is the user id for a signed-in user', () => {
    expect(searchUserToken({ kind: 'signed-in', userId: '6f1c2a4e-0d0b-4c57-9a51-3c1f4c2a9e10' }, 'g-abcdefghijkl')).toBe('6f1c2a4e-0d0b-4c57-9a51-3c1f4c2a9e10');
  });

  it('is the guest cookie value for a guest or an unknown user', () => {
    expect(searchUserToken({ kind: 'guest' }, 'g-abcdefghijkl')).toBe('g-abcdefghijkl');
    expect(searchUserToken(undefined, 'g-abcdefghijkl')).toBe('g-abcdefghijkl');
    expect(searchUserToken(null, 'g-abcdefghijkl')).toBe('g-abcdefghijkl');
  });

  it('sends nothing the search service would refuse', () => {
    expect(searchUserToken({ kind: 'guest' }, undefined)).toBeUndefined();
    expect(searchUserToken({ kind: 'guest' }, '')).toBeUndefined();
    expect(searchUserToken({ kind: 'guest' }, 'has spaces;and=stuff')).toBeUndefined();
    expect(searchUserToken({ kind: 'guest' }, 'x'.repeat(130))).toBeUndefined();
    expect(searchUserToken({ kind: 'signed-in', userId: 'bad id' }, 'g-abcdefghijkl')).toBe('g-abcdefghijkl');
  });
});

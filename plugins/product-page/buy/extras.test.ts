import { describe, expect, it } from 'vitest';
import { asksToAddOnLoad, shouldAddOnLoad } from './add-on-load';
import { memberMessageOf } from './premier-membership';

describe('addToBagOnLoadAndRegistered (P §2)', () => {
  it('is asked by the query parameter', () => {
    expect(asksToAddOnLoad('?addToBagOnLoadAndRegistered=true&size=10')).toBe(true);
    expect(asksToAddOnLoad('?addToBagOnLoadAndRegistered')).toBe(true);
    expect(asksToAddOnLoad('?addToBagOnLoadAndRegistered=false')).toBe(false);
    expect(asksToAddOnLoad('?colour=black')).toBe(false);
  });

  const ready = { asked: true, viewer: { kind: 'signed-in', name: 'Ada' } as const, sessionKnown: true, size: '10', canAdd: true, alreadyPressed: false };
  it('presses add once for a signed-in shopper with a size chosen', () => {
    expect(shouldAddOnLoad(ready)).toBe(true);
    expect(shouldAddOnLoad({ ...ready, alreadyPressed: true })).toBe(false);
  });

  it('never for a guest, before the session is known, without a size, or when it cannot add', () => {
    expect(shouldAddOnLoad({ ...ready, viewer: { kind: 'guest' } })).toBe(false);
    expect(shouldAddOnLoad({ ...ready, sessionKnown: false })).toBe(false);
    expect(shouldAddOnLoad({ ...ready, size: undefined })).toBe(false);
    expect(shouldAddOnLoad({ ...ready, canAdd: false })).toBe(false);
    expect(shouldAddOnLoad({ ...ready, asked: false })).toBe(false);
  });
});

describe('the premier member line (P §6)', () => {
  it('reads an active membership with an expiry date', () => {
    expect(memberMessageOf({ premier: { active: true, validUntil: '2027-03-03T12:00:00.000Z' } })).toBe('Unlimited membership active, valid until 3rd March 2027');
  });

  it('is none without an active membership or a readable date', () => {
    expect(memberMessageOf({ premier: { active: false } })).toBeUndefined();
    expect(memberMessageOf({ premier: { active: true } })).toBeUndefined();
    expect(memberMessageOf({ premier: { active: true, validUntil: 'soon' } })).toBeUndefined();
    expect(memberMessageOf({})).toBeUndefined();
    expect(memberMessageOf(undefined)).toBeUndefined();
  });
});

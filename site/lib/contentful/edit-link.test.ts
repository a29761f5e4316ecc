import { describe, expect, it } from 'vitest';
import { entryEditUrl } from './edit-link';

const realSpace = { CONTENTFUL_SPACE_ID: 'abc123space', CONTENTFUL_ACCESS_TOKEN: 'delivery-token' };

describe('the Edit Page Content link', () => {
  it('opens the entry in Contentful’s web app on a real space, in its environment (master by default)', () => {
    expect(entryEditUrl('5KsDBWseXY6QegucYAoacS', realSpace)).toBe('https://app.contentful.com/spaces/abc123space/environments/master/entries/5KsDBWseXY6QegucYAoacS');
    expect(entryEditUrl('entry-1', { ...realSpace, CONTENTFUL_ENVIRONMENT: 'staging' })).toBe('https://app.contentful.com/spaces/abc123space/environments/staging/entries/entry-1');
  });

  it('opens the embedded space’s studio when the site runs on the embedded space', () => {
    expect(entryEditUrl('listing-women-dresses', {})).toBe('/studio/entries/listing-women-dresses');
    // A space id without a token is not a real space (the site reads the embedded one).
    expect(entryEditUrl('x', { CONTENTFUL_SPACE_ID: 'abc123space' })).toBe('/studio/entries/x');
  });

  it('escapes the id, and gives no link without an entry', () => {
    expect(entryEditUrl('a/b?c', {})).toBe('/studio/entries/a%2Fb%3Fc');
    expect(entryEditUrl(undefined, realSpace)).toBeUndefined();
    expect(entryEditUrl('  ', realSpace)).toBeUndefined();
  });
});

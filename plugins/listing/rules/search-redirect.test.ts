import { describe, expect, it } from 'vitest';
import { isPhoneUserAgent, searchRedirectTarget } from './search-redirect';

const iPhone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const android = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36';
const iPad = 'Mozilla/5.0 (iPad; CPU OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const androidTablet = 'Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36';
const desktop = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36';

describe('search redirect target (L §3, §4)', () => {
  it('knows a phone by its user agent; tablets and desktops are not phones', () => {
    expect(isPhoneUserAgent(iPhone)).toBe(true);
    expect(isPhoneUserAgent(android)).toBe(true);
    expect(isPhoneUserAgent('Mozilla/5.0 (Windows Phone 10.0; Android 6.0.1) Edge/15.15063')).toBe(true);
    for (const agent of [iPad, androidTablet, desktop, '', null, undefined]) expect(isPhoneUserAgent(agent), String(agent)).toBe(false);
  });

  it('sends a phone to the mobile target when the rule gives one, everyone else to the redirect', () => {
    const both = { redirect: '/pages/brands/coast', redirectMobile: '/categories/women/facet/collection/coast' };
    expect(searchRedirectTarget(both, iPhone)).toBe('/categories/women/facet/collection/coast');
    expect(searchRedirectTarget(both, desktop)).toBe('/pages/brands/coast');
    expect(searchRedirectTarget(both, iPad)).toBe('/pages/brands/coast');
    expect(searchRedirectTarget({ redirect: '/pages/informational/delivery', redirectMobile: undefined }, iPhone)).toBe('/pages/informational/delivery');
    expect(searchRedirectTarget({ redirect: undefined, redirectMobile: '/m' }, desktop)).toBeUndefined();
    expect(searchRedirectTarget({ redirect: undefined, redirectMobile: '/m' }, android)).toBe('/m');
    expect(searchRedirectTarget({ redirect: undefined, redirectMobile: undefined }, android)).toBeUndefined();
  });
});

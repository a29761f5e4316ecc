import { describe, expect, it } from 'vitest';
import { isAllowedOrigin, normaliseOrigin, ownOrigins, parseOriginList } from './origins';

describe('preview origins', () => {
  it('normalises what people write into origins, and refuses what is not one', () => {
    expect(normaliseOrigin('HTTPS://Studio.Example.com/')).toBe('https://studio.example.com');
    expect(normaliseOrigin('http://localhost:3000')).toBe('http://localhost:3000');
    expect(normaliseOrigin('https://app.contentful.com:443')).toBe('https://app.contentful.com');
    expect(normaliseOrigin('https://studio.example.com/editor')).toBeUndefined();
    expect(normaliseOrigin('https://user:pw@studio.example.com')).toBeUndefined();
    expect(normaliseOrigin('javascript:alert(1)')).toBeUndefined();
    expect(normaliseOrigin('*')).toBeUndefined();
    expect(normaliseOrigin('studio.example.com')).toBeUndefined();
  });

  it('parses PREVIEW_ALLOWED_ORIGINS, keeping the entries it could not use for a warning', () => {
    expect(parseOriginList(' https://studio.example.com , https://app.contentful.com/,,*, https://studio.example.com')).toEqual({
      origins: ['https://studio.example.com', 'https://app.contentful.com'],
      rejected: ['*'],
    });
    expect(parseOriginList(undefined)).toEqual({ origins: [], rejected: [] });
  });

  it('gives the server its own origins: each site host on the request port, and bare localhost for local hosts', () => {
    const hosts = ['hartleyandvale.co.uk', 'hartley.localhost', 'coast.localhost'];
    expect(ownOrigins({ protocol: 'http:', host: 'hartley.localhost:3300', siteHosts: hosts }).sort()).toEqual(
      ['http://hartley.localhost:3300', 'http://hartleyandvale.co.uk:3300', 'http://coast.localhost:3300', 'http://localhost:3300'].sort(),
    );
    expect(ownOrigins({ protocol: 'https', host: 'www.example.com', siteHosts: [] })).toEqual(['https://www.example.com']);
    expect(ownOrigins({ protocol: 'http', host: 'not a host', siteHosts: [] })).toEqual([]);
  });

  it('matches origins exactly; the opaque origin never matches', () => {
    const allowlist = ['https://studio.example.com'];
    expect(isAllowedOrigin('https://studio.example.com', allowlist)).toBe(true);
    expect(isAllowedOrigin('https://studio.example.com.evil.test', allowlist)).toBe(false);
    expect(isAllowedOrigin('http://studio.example.com', allowlist)).toBe(false);
    expect(isAllowedOrigin('null', [...allowlist, 'null'])).toBe(false);
    expect(isAllowedOrigin(undefined, allowlist)).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { fascias } from '@storefront/sites/fascias';
import { isStudioPath } from './studio-path';
import { studioReturnPath } from './return-path';
import { studioSites } from './site-origins';
import { realManagementTarget } from './studio-content';

describe('studio helpers', () => {
  it('returns to studio paths only after sign-in', () => {
    expect(studioReturnPath('/studio/pages/abc?x=1')).toBe('/studio/pages/abc?x=1');
    expect(studioReturnPath('/studio')).toBe('/studio');
    for (const bad of [undefined, '', 'https://evil.example/studio', '//evil.example', '/studiox', '/account', '/studio/sign-in?next=/x', '/studio\\evil', '/studio /x']) {
      expect(studioReturnPath(bad), String(bad)).toBe('/studio');
    }
  });

  it('knows studio paths (query included) from storefront ones', () => {
    expect(isStudioPath('/studio')).toBe(true);
    expect(isStudioPath('/studio?x=1')).toBe(true);
    expect(isStudioPath('/studio/sites/coast')).toBe(true);
    expect(isStudioPath('/studios')).toBe(false);
    expect(isStudioPath('/pages/studio')).toBe(false);
    expect(isStudioPath(null)).toBe(false);
  });

  it('links each brand site on the local host’s port, or on its own host elsewhere', () => {
    expect(studioSites(fascias, 'localhost:3410').map((site) => site.origin)).toEqual([
      'http://hartley.localhost:3410',
      'http://coast.localhost:3410',
      'http://nastygal.localhost:3410',
    ]);
    expect(studioSites(fascias, 'coast.localhost:3000')[0]?.origin).toBe('http://hartley.localhost:3000');
    expect(studioSites(fascias, 'studio.example.com')[1]).toEqual({ id: 'coast', name: 'Coast', origin: 'https://coast.co.uk' });
  });

  it('writes to a real space only with a management token and a space id', () => {
    expect(realManagementTarget({})).toBeUndefined();
    expect(realManagementTarget({ CONTENTFUL_MANAGEMENT_TOKEN: 'CFPAT-x' })).toBeUndefined();
    expect(realManagementTarget({ CONTENTFUL_MANAGEMENT_TOKEN: ' CFPAT-x ', CONTENTFUL_SPACE_ID: 'space1' })).toEqual({
      kind: 'contentful',
      accessToken: 'CFPAT-x',
      spaceId: 'space1',
      environmentId: 'master',
      host: undefined,
    });
    expect(realManagementTarget({ CONTENTFUL_MANAGEMENT_TOKEN: 't', CONTENTFUL_SPACE_ID: 's', CONTENTFUL_ENVIRONMENT: 'staging', CONTENTFUL_MANAGEMENT_HOST: 'api.eu.contentful.com' })).toMatchObject({
      environmentId: 'staging',
      host: 'api.eu.contentful.com',
    });
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { contentManagementOrigins } from './content-management';

describe('CONTENT_MANAGEMENT_ALLOWED_ORIGINS', () => {
  afterEach(() => vi.restoreAllMocks());

  it('grants no origin when unset: the studio is on the site’s own origin', () => {
    expect(contentManagementOrigins({})).toEqual([]);
    expect(contentManagementOrigins({ CONTENT_MANAGEMENT_ALLOWED_ORIGINS: ' ' })).toEqual([]);
  });

  it('takes exact origins, normalised, and `*` for any', () => {
    expect(contentManagementOrigins({ CONTENT_MANAGEMENT_ALLOWED_ORIGINS: 'HTTPS://Studio.Example.com/, http://localhost:4000' })).toEqual(['https://studio.example.com', 'http://localhost:4000']);
    expect(contentManagementOrigins({ CONTENT_MANAGEMENT_ALLOWED_ORIGINS: 'https://studio.example.com, *' })).toBe('*');
  });

  it('logs and ignores entries that are not origins instead of granting something else', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(contentManagementOrigins({ CONTENT_MANAGEMENT_ALLOWED_ORIGINS: 'https://studio.example.com/path, studio.example.com, https://ok.example' })).toEqual(['https://ok.example']);
    expect(warn).toHaveBeenCalledTimes(2);
    expect(warn.mock.calls[0]![0]).toContain('content.management_origin_ignored');
  });
});

import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import type { CmsEntry } from '@storefront/cms-models/nodes';
import { emptyCatalogue } from '@storefront/plugins/testing/render';
import { renderLivePreview } from './live-preview-render';
import { isFramedByContentful, startContentfulLivePreview, type FrameInfo, type LivePreviewSdk } from '../contentful/live-preview';

vi.mock('next/headers', () => ({
  draftMode: async () => ({ isEnabled: true }),
  headers: async () => new Headers({ host: 'hartley.localhost:3300' }),
  cookies: async () => ({ get: () => undefined }),
}));
vi.mock('../products/catalogue', () => ({ getCatalogue: async () => emptyCatalogue }));
vi.mock('../shopper/viewer', () => ({ getViewer: async () => ({ kind: 'guest' }) }));

const TARGETS = ['https://app.contentful.com', 'https://app.eu.contentful.com'];
const ancestors = (...origins: string[]) => ({ length: origins.length, item: (index: number) => origins[index] ?? null });
const insideContentful: FrameInfo = { framed: true, ancestorOrigins: ancestors('https://app.contentful.com'), referrer: '' };

/** What the SDK returns for a page: entries with links resolved in place, in the CDA shape. */
function sdkPage(heading: string) {
  const sys = (id: string, contentType: string) => ({ id, type: 'Entry', contentType: { sys: { id: contentType, type: 'Link', linkType: 'ContentType' } } });
  const image = { sys: { id: 'img-1', type: 'Asset' }, fields: { title: 'Dress', file: { url: '/_img/campaigns/occasion/1', fileName: 'a.jpg', contentType: 'image/jpeg', details: { image: { width: 2400, height: 1050 } } } } };
  const hero = { sys: sys('hero-1', 'heroBanner'), fields: { internalName: 'Hero', heading, image } };
  const section = { sys: sys('section-1', 'section'), fields: { internalName: 'Top', content: [hero] } };
  return { sys: sys('page-1', 'page'), fields: { title: 'Home', slug: '/', sections: [section] } };
}

/** Records the SDK calls; `edit` plays Contentful's app sending an updated entry. */
function recordingSdk() {
  const calls: { init: unknown[]; subscribe: Array<{ data: unknown; locale: string }> } = { init: [], subscribe: [] };
  let callback: ((data: unknown) => void) | undefined;
  const sdk: LivePreviewSdk = {
    init: (config) => calls.init.push(config),
    subscribe: (config) => {
      calls.subscribe.push({ data: config.data, locale: config.locale });
      callback = config.callback;
      return () => {
        callback = undefined;
      };
    },
  };
  return { sdk, calls, edit: (data: unknown) => callback?.(data) };
}

describe('Contentful’s live preview', () => {
  it('starts inside Contentful’s app with inspector mode and live updates, on the page entry', () => {
    const { sdk, calls } = recordingSdk();
    startContentfulLivePreview({ locale: 'en-GB', targetOrigins: TARGETS, entry: sdkPage('Summer') }, () => {}, sdk, insideContentful);
    expect(calls.init).toEqual([{ locale: 'en-GB', enableInspectorMode: true, enableLiveUpdates: true, targetOrigin: TARGETS }]);
    expect(calls.subscribe).toEqual([{ data: sdkPage('Summer'), locale: 'en-GB' }]);
  });

  it('stays off in a plain tab, in our studio’s frame, or framed by anyone else', () => {
    const { sdk, calls } = recordingSdk();
    for (const frame of [
      { framed: false, ancestorOrigins: ancestors(), referrer: '' },
      { framed: true, ancestorOrigins: ancestors('http://localhost:3300'), referrer: '' },
      { framed: true, ancestorOrigins: ancestors('https://app.contentful.com.evil.test'), referrer: '' },
      { framed: true, ancestorOrigins: undefined, referrer: 'https://evil.test/?https://app.contentful.com' },
    ]) {
      startContentfulLivePreview({ locale: 'en-GB', targetOrigins: TARGETS, entry: sdkPage('Summer') }, () => {}, sdk, frame);
    }
    expect(calls.init).toEqual([]);
    expect(calls.subscribe).toEqual([]);
  });

  it('recognises Contentful’s app by the referrer where the browser has no ancestorOrigins', () => {
    expect(isFramedByContentful({ framed: true, ancestorOrigins: undefined, referrer: 'https://app.eu.contentful.com/' }, TARGETS)).toBe(true);
    expect(isFramedByContentful({ framed: true, ancestorOrigins: undefined, referrer: '' }, TARGETS)).toBe(false);
  });

  it('feeds each update, reshaped by the content adapter, into the same render as the studio’s set-data', async () => {
    const { sdk, edit } = recordingSdk();
    const pushed: CmsEntry[] = [];
    const stop = startContentfulLivePreview({ locale: 'en-GB', targetOrigins: TARGETS, entry: sdkPage('Summer') }, (entry) => pushed.push(entry), sdk, insideContentful);
    edit(sdkPage('Typed in Contentful'));
    expect(pushed).toHaveLength(1);
    expect(pushed[0]).toMatchObject({ kind: 'entry', id: 'page-1', contentType: 'page' });
    const outcome = await renderLivePreview({ entry: pushed[0] });
    expect(outcome.ok).toBe(true);
    const html = outcome.ok ? renderToStaticMarkup(<>{outcome.sections}</>) : '';
    expect(html).toMatch(/data-contentful-entry-id="hero-1" data-contentful-field-id="heading"[^>]*>Typed in Contentful</);
    stop();
    edit(sdkPage('After stop'));
    expect(pushed).toHaveLength(1);
  });
});

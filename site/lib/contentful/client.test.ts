import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContentApi } from '@storefront/content-space/delivery/api';
import { importSpaceExport } from '@storefront/content-space/import/import-space-export';
import { toNodeListener } from '@storefront/content-space/node-listener';
import { getEntry, updateEntry } from '@storefront/content-space/store/entries';
import { getSpace } from '@storefront/content-space/store/spaces';
import { workspaceRoot, type DatabaseHandle } from '@storefront/db/client';
import { openTestDatabase } from '@storefront/db/testing';
import { usesEmbeddedContent } from '../embedded/defaults';
import { getContentSource, resetContentClients } from './client';
import { toCmsNode } from './to-cms-node';

/**
 * Hosted mode: with CONTENTFUL_* set, the site's SDK client talks HTTP to "Contentful". Here the
 * Contentful API is the embedded one served over plain HTTP on another port, so the hosted code
 * path (no in-process adapter, no database access by the site) runs for real.
 */
describe('content source in hosted Contentful mode', () => {
  let handle: DatabaseHandle;
  let server: Server;
  const saved = { ...process.env };

  beforeAll(async () => {
    handle = await openTestDatabase();
    const data = JSON.parse(readFileSync(join(workspaceRoot(), 'services/content-space/fixtures/page-composer-starter.export.json'), 'utf8'));
    await importSpaceExport(handle.db, { spaceId: 'hosted', data });
    const api = createContentApi({ db: handle.db });
    server = createServer(toNodeListener(api.handle));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const space = (await getSpace(handle.db, 'hosted'))!;
    Object.assign(process.env, {
      CONTENTFUL_SPACE_ID: 'hosted',
      CONTENTFUL_ACCESS_TOKEN: space.deliveryToken,
      CONTENTFUL_PREVIEW_ACCESS_TOKEN: space.previewToken,
      CONTENTFUL_HOST: `127.0.0.1:${port}`,
      CONTENTFUL_PREVIEW_HOST: `127.0.0.1:${port}`,
      CONTENTFUL_INSECURE: 'true',
    });
    resetContentClients();
  });

  afterAll(async () => {
    process.env = saved;
    resetContentClients();
    await new Promise((resolve) => server.close(resolve));
    await handle.close();
  });

  it('reads pages with nested references from the configured space, not the embedded one', async () => {
    expect(usesEmbeddedContent()).toBe(false);
    const source = await getContentSource('published');
    expect(source.description).toMatch(/^contentful:hosted\/master@127\.0\.0\.1:\d+ \(published\)$/);
    const [page] = await source.findPages('/');
    expect(page?.fields.title).toBe('Home Page');
    const sections = page?.fields.sections as Array<{ kind: string; contentType: string; fields: Record<string, unknown> }>;
    expect(sections.map((section) => section.contentType)).toEqual(['hero', 'stats']);
    expect((sections[0]?.fields.image as { kind: string }).kind).toBe('asset');
  });

  it('shows drafts through the preview token only', async () => {
    const entry = (await getEntry(handle.db, 'hosted', '4pQBscyvi608EAd3KNoxt9'))!;
    await updateEntry(handle.db, 'hosted', entry.id, { fields: { ...entry.fields, title: { 'en-US': 'Home Page (draft)' } } });
    const [published] = await (await getContentSource('published')).findPages('/');
    const [preview] = await (await getContentSource('preview')).findPages('/');
    expect(published?.fields.title).toBe('Home Page');
    expect(preview?.fields.title).toBe('Home Page (draft)');
  });

  it('gives Contentful’s live preview the draft page as the SDK delivers it, as plain data the adapter reads alike', async () => {
    const source = await getContentSource('preview');
    const raw = (await source.findLivePreviewEntry('4pQBscyvi608EAd3KNoxt9')) as { sys: { id: string; type: string }; fields: Record<string, unknown> };
    expect(raw.sys).toMatchObject({ id: '4pQBscyvi608EAd3KNoxt9', type: 'Entry' });
    expect(raw.fields.title).toBe('Home Page (draft)');
    // Crosses to the browser: plain JSON, and reshaped by the adapter it is the page the site renders.
    expect(JSON.parse(JSON.stringify(raw))).toEqual(raw);
    expect(toCmsNode(raw)).toEqual(await source.findEntry('4pQBscyvi608EAd3KNoxt9'));
    expect(await source.findLivePreviewEntry('no-such-entry')).toBeUndefined();
  });

  it('fails loudly with Contentful’s error when the token is wrong', async () => {
    process.env.CONTENTFUL_ACCESS_TOKEN = 'not-a-token';
    resetContentClients();
    await expect((await getContentSource('published')).findPages('/')).rejects.toThrow(/AccessTokenInvalid|access token/i);
  });
});

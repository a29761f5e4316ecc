import { createActor, waitFor } from 'xstate';
import type { EditorAsset, ServerEntry } from '../page-editor-entries';
import { pageEditorMachine, pageEditorSelectors as select, type PageEditorInput } from '../pageEditor.machine';
import { fakeContentServer } from './fake-content-server';

/** The page editor's test page and a started editor on the fake content server, shared by its tests per flow. */

export const entryLink = (id: string) => ({ kind: 'link' as const, linkType: 'Entry' as const, id });
export const assetLink = (id: string) => ({ kind: 'link' as const, linkType: 'Asset' as const, id });
export const doc = (...content: unknown[]) => ({ nodeType: 'document', data: {}, content });
export const para = (value: string) => ({ nodeType: 'paragraph', data: {}, content: [{ nodeType: 'text', value, marks: [], data: {} }] });

export const image: EditorAsset = { kind: 'asset', id: 'img', title: 'Linen', description: 'Linen shirt', url: '/assets/img.jpg', fileName: 'img.jpg', contentType: 'image/jpeg', width: 1600, height: 900 };

/** A published page: a hero (with one nested link) and a text block with an embedded image. */
export function publishedPage(): ServerEntry[] {
  return [
    { id: 'page', contentType: 'page', fields: { title: 'Summer', slug: 'summer', sections: [entryLink('hero'), entryLink('text')] }, version: 5, publishedVersion: 4 },
    { id: 'hero', contentType: 'heroBanner', fields: { internalName: 'Hero', heading: 'Hello', image: assetLink('img'), links: [entryLink('cta')] }, version: 3, publishedVersion: 2 },
    { id: 'cta', contentType: 'heroBannerLink', fields: { label: 'Shop', href: '/sale' }, version: 2, publishedVersion: 1 },
    {
      id: 'text',
      contentType: 'text',
      fields: { internalName: 'Intro', body: doc(para('Linen season'), { nodeType: 'embedded-asset-block', data: { target: assetLink('img') }, content: [] }) },
      version: 2,
      publishedVersion: 1,
    },
  ];
}

export async function start(entries = publishedPage(), input: PageEditorInput = {}) {
  const server = fakeContentServer(entries, [image]);
  let time = 1_000_000;
  const clock = { advance: (ms: number) => (time += ms) };
  const actor = createActor(pageEditorMachine.provide({ actors: server.actors }), { input: { now: () => time, ...input } }).start();
  actor.send({ type: 'editor.load', pageId: 'page' });
  await waitFor(actor, (s) => !s.matches('loading'));
  const snapshot = () => actor.getSnapshot();
  const settled = () => waitFor(actor, (s) => s.matches({ ready: 'editing' }) || s.matches({ ready: 'conflict' }) || s.matches({ ready: { history: 'browsing' } }));
  const edit = (entryId: string, fieldId: string, value: unknown) => actor.send({ type: 'editor.edit', entryId, fieldId, value });
  const field = (entryId: string, fieldId: string) => select.entry(snapshot(), entryId)?.fields[fieldId];
  return { actor, server, clock, snapshot, settled, edit, field };
}

import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { pageEditorMachine, pageEditorMessages, pageEditorSelectors as select } from './pageEditor.machine';
import { fakeContentServer } from './testing/fake-content-server';
import { image, publishedPage, start } from './testing/page-editor-fixtures';

describe('page editor: loading', () => {
  it('loads the page and gives the tree with every linked entry and asset nested, published and clean', async () => {
    const { snapshot } = await start();
    expect(select.isReady(snapshot())).toBe(true);
    const tree = select.tree(snapshot())!;
    expect(tree).toMatchObject({ kind: 'entry', id: 'page', contentType: 'page', fields: { title: 'Summer' } });
    const [hero, text] = tree.fields.sections as Array<{ id: string; fields: Record<string, unknown> }>;
    expect(hero).toMatchObject({ kind: 'entry', id: 'hero', fields: { image, links: [{ kind: 'entry', id: 'cta', fields: { label: 'Shop' } }] } });
    expect((text!.fields.body as { content: Array<{ data: { target?: unknown } }> }).content[1]!.data.target).toEqual(image);
    expect(select.blockIds(snapshot())).toEqual(['hero', 'text']);
    expect(select.status(snapshot())).toBe('published');
    expect(select.isDirty(snapshot())).toBe(false);
    expect(select.canSave(snapshot())).toBe(false);
    expect(select.canPublish(snapshot())).toBe(false);
    expect(select.canUnpublish(snapshot())).toBe(true);
  });

  it('fails with the server’s message, or a plain one when the page is not in the answer, and can load again', async () => {
    const server = fakeContentServer(publishedPage());
    const actor = createActor(pageEditorMachine.provide({ actors: server.actors }), { input: {} }).start();
    expect(select.tree(actor.getSnapshot())).toBeUndefined();
    actor.send({ type: 'editor.load', pageId: 'missing' });
    expect(select.isLoading(actor.getSnapshot())).toBe(true);
    await waitFor(actor, (s) => s.matches('failed'));
    expect(select.loadFailed(actor.getSnapshot())).toBe(true);
    expect(select.error(actor.getSnapshot())).toBe('Entry missing not found');

    actor.send({ type: 'editor.load', pageId: 'page' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(select.pageId(actor.getSnapshot())).toBe('page');
    expect(select.error(actor.getSnapshot())).toBeUndefined();
  });

  it('refuses a load answer without the page itself', async () => {
    const actor = createActor(
      pageEditorMachine.provide({ actors: { loadPage: fromPromise(async () => ({ entries: publishedPage().slice(1), assets: [image] })) } }),
      { input: {} },
    ).start();
    actor.send({ type: 'editor.load', pageId: 'page' });
    await waitFor(actor, (s) => !s.matches('loading'));
    expect(select.loadFailed(actor.getSnapshot())).toBe(true);
    expect(select.error(actor.getSnapshot())).toBe(pageEditorMessages.loadFailed);
  });

  it('keeps unsaved changes from another load unless told to drop them', async () => {
    const { actor, edit, snapshot } = await start();
    edit('hero', 'heading', 'Changed');
    actor.send({ type: 'editor.load', pageId: 'page' });
    expect(select.isReady(snapshot())).toBe(true);
    expect(select.isDirty(snapshot())).toBe(true);
    actor.send({ type: 'editor.load', pageId: 'page', discard: true });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(select.isDirty(snapshot())).toBe(false);
    expect(select.canUndo(snapshot())).toBe(false);
  });
});

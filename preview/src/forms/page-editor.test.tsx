// @vitest-environment jsdom
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSyncExternalStore } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { pageEditorMachine, pageEditorSelectors as select, type LoadedPage } from '@storefront/machines/pageEditor.machine';
import { EntryForm } from './EntryForm';
import { asset, modelOf, registry } from './test-support';

afterEach(cleanup);

const link = (id: string) => ({ kind: 'link' as const, linkType: 'Entry' as const, id });
const page: LoadedPage = {
  entries: [
    { id: 'page', contentType: 'page', fields: { title: 'Home', slug: '/', sections: [link('hero')] }, version: 2, publishedVersion: 1 },
    { id: 'hero', contentType: 'heroBanner', fields: { internalName: 'Hero', heading: 'Hello', links: [link('cta')] }, version: 2, publishedVersion: 1 },
    { id: 'cta', contentType: 'heroBannerLink', fields: { label: 'Shop', href: '/sale' }, version: 2, publishedVersion: 1 },
  ],
  assets: [],
};

/** The hero's form wired to the page editor the way the studio wires it. */
async function studio() {
  const actor = createActor(pageEditorMachine.provide({ actors: { loadPage: fromPromise(async () => page) } }), { input: {} }).start();
  actor.send({ type: 'editor.load', pageId: 'page' });
  await waitFor(actor, (snapshot) => snapshot.matches('ready'));
  let next = 0;
  function HeroForm() {
    const snapshot = useSyncExternalStore(
      (listener) => actor.subscribe(listener).unsubscribe,
      () => actor.getSnapshot(),
    );
    return (
      <EntryForm
        model={modelOf('heroBanner')}
        entry={select.entry(snapshot, 'hero')!}
        registry={registry}
        onChange={(patch) => actor.send({ type: 'editor.edit', ...patch })}
        onUndo={() => actor.send({ type: 'editor.undo' })}
        onRedo={() => actor.send({ type: 'editor.redo' })}
        uploadAsset={async () => asset('upload1', { title: 'Uploaded' })}
        createEntryId={() => `new${++next}`}
      />
    );
  }
  render(<HeroForm />);
  return { actor, user: userEvent.setup() };
}

describe('forms with the page editor', () => {
  it('sends each edit to the drafts, shows nested changes, and undoes typing in one step', async () => {
    const { actor, user } = await studio();
    const heading = screen.getByLabelText(/^Heading$/);
    await user.type(heading, ' there');
    expect(select.entry(actor.getSnapshot(), 'hero')!.fields.heading).toBe('Hello there');
    expect(select.changedEntryIds(actor.getSnapshot())).toEqual(['hero']);
    await user.keyboard('{Control>}z{/Control}');
    expect(heading).toHaveProperty('value', 'Hello');
    expect(select.isDirty(actor.getSnapshot())).toBe(false);
  });

  it('creates nested entries and uploads into the drafts, ready to save children first', async () => {
    const { actor, user } = await studio();
    const links = screen.getByRole('group', { name: 'Links' });
    await user.click(within(links).getByRole('button', { name: '+ Add hero banner link to Links' }));
    await user.type(within(links).getAllByLabelText(/^Label/)[0]!, 'New');
    await act(async () => {
      const input = within(screen.getByRole('group', { name: 'Image (desktop) (required)' })).getByLabelText('Upload image');
      await user.upload(input, new File(['x'], 'a.jpg', { type: 'image/jpeg' }));
    });
    const snapshot = actor.getSnapshot();
    expect(select.entry(snapshot, 'new1')).toEqual({ kind: 'entry', id: 'new1', contentType: 'heroBannerLink', fields: { label: 'New' } });
    expect(snapshot.context.entries.hero!.fields.image).toEqual({ kind: 'link', linkType: 'Asset', id: 'upload1' });
    expect(select.entry(snapshot, 'hero')!.fields.image).toMatchObject({ kind: 'asset', title: 'Uploaded' });
    expect(select.changedEntryIds(snapshot)).toEqual(['new1', 'hero']);
    expect(within(screen.getByRole('group', { name: 'Image (desktop) (required)' })).getByText('Uploaded')).toBeTruthy();
  });
});

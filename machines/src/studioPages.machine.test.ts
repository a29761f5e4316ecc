import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { itTakesEveryTransition } from './testing/paths';
import {
  copySlug,
  studioPagesMachine,
  studioPagesSelectors,
  type DeleteAnswer,
  type PageAnswer,
  type StudioPageRef,
  type StudioPagesEmitted,
} from './studioPages.machine';

const summer: StudioPageRef = { id: 'p1', title: 'Summer edit', slug: 'summer-edit', status: 'published' };
const home: StudioPageRef = { id: 'p0', title: 'Home', slug: '/', status: 'published' };

function pages(answers: { create?: () => Promise<PageAnswer>; duplicate?: () => Promise<PageAnswer>; remove?: () => Promise<DeleteAnswer> } = {}) {
  const calls: string[] = [];
  const actor = createActor(
    studioPagesMachine.provide({
      actors: {
        createPage: fromPromise(async ({ input }) => {
          calls.push(`create ${input.draft.title} ${input.draft.slug}`);
          return (answers.create ?? (async () => ({ ok: true, page: { id: 'new', ...input.draft, status: 'draft' } })))();
        }),
        duplicatePage: fromPromise(async ({ input }) => {
          calls.push(`duplicate ${input.page.id} as ${input.draft.slug}`);
          return (answers.duplicate ?? (async () => ({ ok: true, page: { id: 'copy', ...input.draft, status: 'draft' } })))();
        }),
        deletePage: fromPromise(async ({ input }) => {
          calls.push(`delete ${input.page.id}`);
          return (answers.remove ?? (async () => ({ ok: true }) as DeleteAnswer))();
        }),
      },
    }),
  );
  const emitted: StudioPagesEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  return { actor, emitted, calls };
}

describe('studio page list actions', () => {
  it('creates a page from the dialog and reports it', async () => {
    const { actor, emitted, calls } = pages();
    actor.send({ type: 'pages.create' });
    expect(studioPagesSelectors.isDialogOpen(actor.getSnapshot())).toBe(true);
    expect(actor.getSnapshot().context.draft).toEqual({ title: '', slug: '' });
    actor.send({ type: 'pages.submit', draft: { title: 'Winter sale', slug: 'winter-sale' }, fieldErrors: {} });
    expect(studioPagesSelectors.isBusy(actor.getSnapshot())).toBe(true);
    expect(actor.getSnapshot().can({ type: 'pages.cancel' })).toBe(false);
    await waitFor(actor, (snapshot) => snapshot.matches('idle'));
    expect(calls).toEqual(['create Winter sale winter-sale']);
    expect(emitted).toEqual([{ type: 'pages.created', page: { id: 'new', title: 'Winter sale', slug: 'winter-sale', status: 'draft' } }]);
    expect(actor.getSnapshot().context.notice).toBe('Created “Winter sale”.');
  });

  it('keeps the dialog open with the form’s messages, sending nothing, until they are fixed', () => {
    const { actor, calls } = pages();
    actor.send({ type: 'pages.create' });
    actor.send({ type: 'pages.submit', draft: { title: '', slug: 'Bad Slug' }, fieldErrors: { title: 'Enter a title', slug: 'Use lowercase words' } });
    expect(actor.getSnapshot().matches({ creating: 'editing' })).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ draft: { slug: 'Bad Slug' }, fieldErrors: { title: 'Enter a title' } });
    expect(calls).toEqual([]);
  });

  it('shows the server’s refusal and lets the editor try again or cancel', async () => {
    const refusals: PageAnswer[] = [{ ok: false, message: 'A page with the slug "sale" already exists on Coast.', fieldErrors: { slug: 'Taken' } }];
    const { actor, emitted } = pages({ create: async () => refusals.shift() ?? { ok: true, page: { ...summer, id: 'x' } } });
    actor.send({ type: 'pages.create' });
    actor.send({ type: 'pages.submit', draft: { title: 'Sale', slug: 'sale' }, fieldErrors: {} });
    await waitFor(actor, (snapshot) => snapshot.matches({ creating: 'editing' }));
    expect(actor.getSnapshot().context).toMatchObject({ message: 'A page with the slug "sale" already exists on Coast.', fieldErrors: { slug: 'Taken' } });
    actor.send({ type: 'pages.cancel' });
    expect(actor.getSnapshot().matches('idle')).toBe(true);
    expect(emitted).toEqual([]);
  });

  it('suggests a copy’s title and slug, and duplicates', async () => {
    const { actor, emitted, calls } = pages();
    actor.send({ type: 'pages.duplicate', page: summer });
    expect(actor.getSnapshot().context.draft).toEqual({ title: 'Summer edit (copy)', slug: 'summer-edit-copy' });
    actor.send({ type: 'pages.submit', draft: { title: 'Summer edit 2', slug: 'summer-edit-2' }, fieldErrors: {} });
    await waitFor(actor, (snapshot) => snapshot.matches('idle'));
    expect(calls).toEqual(['duplicate p1 as summer-edit-2']);
    expect(emitted[0]).toMatchObject({ type: 'pages.duplicated', page: { id: 'copy', slug: 'summer-edit-2' } });
    expect(actor.getSnapshot().context.notice).toBe('Duplicated as “Summer edit 2”.');
    expect(copySlug(home.slug)).toBe('home-copy');
  });

  it('deletes only after confirmation, and says so when the server refuses', async () => {
    const answers: DeleteAnswer[] = [{ ok: false, message: 'The content service failed.' }, { ok: true }];
    const { actor, emitted, calls } = pages({ remove: async () => answers.shift()! });
    actor.send({ type: 'pages.delete', page: summer });
    expect(studioPagesSelectors.isConfirmingDelete(actor.getSnapshot())).toBe(true);
    expect(calls).toEqual([]);
    actor.send({ type: 'pages.confirm' });
    await waitFor(actor, (snapshot) => snapshot.matches({ deleting: 'confirming' }));
    expect(actor.getSnapshot().context.message).toBe('The content service failed.');
    actor.send({ type: 'pages.confirm' });
    await waitFor(actor, (snapshot) => snapshot.matches('idle'));
    expect(calls).toEqual(['delete p1', 'delete p1']);
    expect(emitted).toEqual([{ type: 'pages.deleted', page: summer }]);
    expect(actor.getSnapshot().context.notice).toBe('Deleted “Summer edit”.');
  });

  it('says the server could not be reached when a request fails', async () => {
    const { actor } = pages({ duplicate: () => Promise.reject(new Error('offline')), remove: () => Promise.reject(new Error('offline')) });
    actor.send({ type: 'pages.duplicate', page: summer });
    actor.send({ type: 'pages.submit', draft: { title: 'A', slug: 'a' }, fieldErrors: {} });
    await waitFor(actor, (snapshot) => snapshot.matches({ duplicating: 'editing' }));
    expect(actor.getSnapshot().context.message).toMatch(/could not reach the server/);
    actor.send({ type: 'pages.cancel' });
    actor.send({ type: 'pages.delete', page: summer });
    actor.send({ type: 'pages.confirm' });
    await waitFor(actor, (snapshot) => snapshot.matches({ deleting: 'confirming' }));
    expect(actor.getSnapshot().context.message).toMatch(/could not reach the server/);
  });
});

describe('studio page list paths', () => {
  const created = { ok: true, page: { id: 'n', title: 'N', slug: 'n', status: 'draft' } };
  const refused = { ok: false, message: 'No', fieldErrors: { slug: 'Taken' } };
  const idle = (snapshot: Parameters<typeof studioPagesSelectors.isDialogOpen>[0]) => {
    expect(studioPagesSelectors.isDialogOpen(snapshot)).toBe(false);
    expect(studioPagesSelectors.isConfirmingDelete(snapshot)).toBe(false);
  };
  const editing = (snapshot: Parameters<typeof studioPagesSelectors.isDialogOpen>[0] & { can(event: { type: 'pages.cancel' }): boolean }) => {
    expect(studioPagesSelectors.isDialogOpen(snapshot)).toBe(true);
    expect(studioPagesSelectors.isBusy(snapshot)).toBe(false);
    expect(snapshot.can({ type: 'pages.cancel' })).toBe(true);
  };
  const busy = (snapshot: Parameters<typeof studioPagesSelectors.isBusy>[0] & { can(event: { type: 'pages.cancel' }): boolean }) => {
    expect(studioPagesSelectors.isBusy(snapshot)).toBe(true);
    expect(snapshot.can({ type: 'pages.cancel' })).toBe(false);
  };
  itTakesEveryTransition({
    machine: studioPagesMachine,
    events: [
      { type: 'pages.create' },
      { type: 'pages.duplicate', page: summer },
      { type: 'pages.delete', page: summer },
      { type: 'pages.submit', draft: { title: 'A', slug: 'a' }, fieldErrors: {} },
      { type: 'pages.submit', draft: { title: '', slug: 'a' }, fieldErrors: { title: 'Enter a title' } },
      { type: 'pages.confirm' },
      { type: 'pages.cancel' },
      { type: 'xstate.done.actor.createPage', output: created },
      { type: 'xstate.done.actor.createPage', output: refused },
      { type: 'xstate.error.actor.createPage', error: new Error('offline') },
      { type: 'xstate.done.actor.duplicatePage', output: created },
      { type: 'xstate.done.actor.duplicatePage', output: refused },
      { type: 'xstate.error.actor.duplicatePage', error: new Error('offline') },
      { type: 'xstate.done.actor.deletePage', output: { ok: true } },
      { type: 'xstate.done.actor.deletePage', output: { ok: false, message: 'No' } },
      { type: 'xstate.error.actor.deletePage', error: new Error('offline') },
    ] as never,
    limit: 5000,
    expectations: {
      idle,
      'creating.editing': editing,
      'duplicating.editing': editing,
      'creating.submitting': busy,
      'duplicating.submitting': busy,
      'deleting.confirming': (snapshot) => {
        expect(studioPagesSelectors.isConfirmingDelete(snapshot)).toBe(true);
        expect(snapshot.can({ type: 'pages.cancel' })).toBe(true);
      },
      'deleting.submitting': busy,
    },
  });
});

import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { itTakesEveryTransition } from './testing/paths';
import { visualSearchMessages, visualSearchUploadMachine, visualSearchUploadSelectors as select, type ImageChoice } from './visualSearchUpload.machine';

const photo: ImageChoice = { name: 'dress.jpg', type: 'image/jpeg', size: 200_000 };

function run(upload: (input: { file: ImageChoice; category: string }) => Promise<{ url: string }> = async () => ({ url: '/search?visual=abc' })) {
  const opened: string[] = [];
  const uploads: Array<{ file: ImageChoice; category: string }> = [];
  const actor = createActor(
    visualSearchUploadMachine.provide({
      actors: {
        upload: fromPromise(async ({ input }: { input: { file: ImageChoice; category: string } }) => {
          uploads.push(input);
          return upload(input);
        }),
      },
      actions: { navigate: (_, params: { url: string }) => opened.push(params.url) },
    }),
    { input: { maxBytes: 1_000_000 } },
  ).start();
  return { actor, opened, uploads };
}

describe('visual search upload machine', () => {
  it('opens, takes a photo and a category, uploads them and opens the listing the upload answers with', async () => {
    const { actor, opened, uploads } = run();
    expect(select.isOpen(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'visualSearch.open' });
    expect(select.canSubmit(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'visualSearch.choose', file: photo });
    actor.send({ type: 'visualSearch.selectCategory', category: 'women/dresses' });
    expect(select.file(actor.getSnapshot())).toBe(photo);
    expect(select.canSubmit(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'visualSearch.submit' });
    expect(select.isBusy(actor.getSnapshot())).toBe(true);
    expect(select.canSubmit(actor.getSnapshot())).toBe(false);
    await waitFor(actor, (s) => s.matches({ open: 'opening' }));
    expect(uploads).toEqual([{ file: photo, category: 'women/dresses' }]);
    expect(opened).toEqual(['/search?visual=abc']);
  });

  it.each([
    ['a file that is not an image', { name: 'notes.pdf', type: 'application/pdf', size: 10 }, visualSearchMessages.wrongType],
    ['an image type the search cannot read', { name: 'photo.heic', type: 'image/heic', size: 10 }, visualSearchMessages.wrongType],
    ['an empty file', { name: 'empty.png', type: 'image/png', size: 0 }, visualSearchMessages.tooLarge(1_000_000)],
    ['a file over the limit', { name: 'huge.png', type: 'image/png', size: 1_000_001 }, visualSearchMessages.tooLarge(1_000_000)],
  ])('refuses %s with a message, keeps no file and sends nothing', (_, file, message) => {
    const { actor, uploads } = run();
    actor.send({ type: 'visualSearch.open' });
    actor.send({ type: 'visualSearch.choose', file: photo });
    actor.send({ type: 'visualSearch.choose', file });
    expect(select.error(actor.getSnapshot())).toBe(message);
    expect(select.file(actor.getSnapshot())).toBeUndefined();
    actor.send({ type: 'visualSearch.submit' });
    expect(uploads).toEqual([]);
    actor.send({ type: 'visualSearch.choose', file: photo });
    expect(select.error(actor.getSnapshot())).toBeUndefined();
  });

  it('shows the upload’s message when it fails (a generic one when it has none), and lets the shopper try again', async () => {
    let attempt = 0;
    const { actor, opened } = run(async () => {
      attempt += 1;
      if (attempt === 1) throw new Error('We couldn’t read that image.');
      if (attempt === 2) throw new Error('');
      return { url: '/search?visual=second' };
    });
    actor.send({ type: 'visualSearch.open' });
    actor.send({ type: 'visualSearch.choose', file: photo });
    actor.send({ type: 'visualSearch.submit' });
    await waitFor(actor, (s) => s.matches({ open: 'choosing' }));
    expect(select.error(actor.getSnapshot())).toBe('We couldn’t read that image.');
    actor.send({ type: 'visualSearch.submit' });
    await waitFor(actor, (s) => s.matches({ open: 'choosing' }) && select.error(s) !== undefined);
    expect(select.error(actor.getSnapshot())).toBe(visualSearchMessages.failed);
    actor.send({ type: 'visualSearch.submit' });
    await waitFor(actor, (s) => s.matches({ open: 'opening' }));
    expect(opened).toEqual(['/search?visual=second']);
  });

  it('fails loudly when the page has not provided the upload, and closes clearing the message', async () => {
    const actor = createActor(visualSearchUploadMachine, { input: {} }).start();
    actor.send({ type: 'visualSearch.open' });
    actor.send({ type: 'visualSearch.choose', file: { ...photo, size: 14 * 1024 * 1024 } });
    actor.send({ type: 'visualSearch.submit' });
    await waitFor(actor, (s) => select.error(s) !== undefined);
    expect(select.error(actor.getSnapshot())).toMatch(/not provided/);
    actor.send({ type: 'visualSearch.close' });
    expect(select.isOpen(actor.getSnapshot())).toBe(false);
    expect(select.error(actor.getSnapshot())).toBeUndefined();
  });
});

describe('visual search upload machine paths', () => {
  type Snapshot = Parameters<typeof select.isOpen>[0];
  itTakesEveryTransition({
    machine: visualSearchUploadMachine,
    input: {},
    events: [
      { type: 'visualSearch.open' },
      { type: 'visualSearch.close' },
      { type: 'visualSearch.choose', file: photo },
      { type: 'visualSearch.choose', file: { name: 'a.txt', type: 'text/plain', size: 3 } },
      { type: 'visualSearch.selectCategory', category: 'women' },
      { type: 'visualSearch.submit' },
      { type: 'xstate.done.actor.upload', output: { url: '/search?visual=x' } },
      { type: 'xstate.error.actor.upload', error: new Error('Bad image') },
    ] as never,
    expectations: {
      closed: (snapshot: Snapshot) => {
        expect(select.isOpen(snapshot)).toBe(false);
        expect(select.error(snapshot)).toBeUndefined();
      },
      'open.choosing': (snapshot: Snapshot) => {
        expect(select.isOpen(snapshot)).toBe(true);
        expect(select.isBusy(snapshot)).toBe(false);
        expect(select.canSubmit(snapshot)).toBe(select.file(snapshot) !== undefined);
      },
      'open.uploading': (snapshot: Snapshot) => {
        expect(select.isBusy(snapshot)).toBe(true);
        expect(select.canSubmit(snapshot)).toBe(false);
        expect(select.file(snapshot)).toEqual(photo);
      },
      'open.opening': (snapshot: Snapshot) => {
        expect(select.isBusy(snapshot)).toBe(true);
        expect(select.error(snapshot)).toBeUndefined();
      },
    },
  });
});

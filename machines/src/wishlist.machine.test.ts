import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import { itTakesEveryTransition } from './testing/paths';
import { wishlistMessages, wishlistReplies } from './spec';
import type { AddItemInput, WishlistItem, WishlistPayload } from './wishlist-payload';
import { wishlistMachine, wishlistSelectors as select, type WishlistInput } from './wishlist.machine';

const payload = (productKey: string, colourSelected: string, lineItemSku: string): WishlistPayload => ({ lineItemSku, productKey, colourSelected, sizeSelected: false });
const dress = payload('satin-dress', 'black', 'CST12345-001-10');
const redDress = payload('satin-dress', 'red', 'CST12345-002-10');
const coat = payload('wool-coat', 'camel', 'M1234567890');
const key = (item: WishlistItem) => [item.productKey, item.colourSelected] as const;
const limitNotice = { kind: 'limit', message: wishlistMessages.limitNotice, linkLabel: 'Edit wishlist', href: '/wishlist' };

interface Call {
  kind: 'add' | 'remove' | 'signIn';
  input: unknown;
  settle: (reply?: string) => void;
  fail: (error: Error) => void;
}

/** The wishlist with fake services whose calls the test answers one by one. */
function run(input: WishlistInput) {
  const calls: Call[] = [];
  const pending = <T,>(kind: Call['kind'], input: unknown) =>
    new Promise<T>((resolve, reject) => calls.push({ kind, input, settle: (reply) => resolve(reply as T), fail: reject }));
  const actor = createActor(
    wishlistMachine.provide({
      actors: {
        addItem: fromPromise(({ input }: { input: AddItemInput }) => pending<string>('add', input)),
        removeItem: fromPromise(({ input }: { input: WishlistPayload }) => pending<string>('remove', input)),
        requestSignIn: fromPromise(({ input }: { input: { item: WishlistPayload | undefined } }) => pending<void>('signIn', input)),
      },
      actions: { logFailure: () => {} },
    }),
    { input, clock: new SimulatedClock() },
  );
  actor.start();
  const snapshot = () => actor.getSnapshot();
  const answered = new Set<Call>();
  /** Answers the oldest unanswered call, then lets the wishlist take the answer in. */
  const answer = async (reply: string | Error) => {
    const call = calls.find((c) => !answered.has(c))!;
    answered.add(call);
    if (reply instanceof Error) call.fail(reply);
    else call.settle(reply);
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  return { actor, calls, snapshot, answer, toggle: (item: WishlistPayload) => actor.send({ type: 'wishlist.toggle', item }) };
}

const signedIn = (items: WishlistItem[] = [], maxItems?: number): WishlistInput => ({ viewer: { kind: 'signed-in' }, items, maxItems });

describe('wishlist machine', () => {
  it('fills the heart at once, shows a spinner until the service confirms, and sends exactly the payload', async () => {
    const { calls, snapshot, answer, toggle } = run(signedIn());
    toggle({ ...dress, slug: 'satin-dress' } as WishlistPayload);
    expect(select.isSaved(snapshot(), ...key(dress))).toBe(true);
    expect(select.isPending(snapshot(), ...key(dress))).toBe(true);
    expect(calls.map(({ kind, input }) => [kind, input])).toEqual([['add', dress]]);
    await answer(wishlistReplies.added);
    expect(select.isPending(snapshot(), ...key(dress))).toBe(false);
    expect(select.items(snapshot())).toEqual([{ productKey: 'satin-dress', colourSelected: 'black' }]);
    expect(select.notice(snapshot())).toBeUndefined();
  });

  it('empties the heart at once on removal and keeps it empty when the service confirms', async () => {
    const { calls, snapshot, answer, toggle } = run(signedIn([dress, coat]));
    toggle(dress);
    expect(select.isSaved(snapshot(), ...key(dress))).toBe(false);
    expect(select.isPending(snapshot(), ...key(dress))).toBe(true);
    expect(calls.map(({ kind, input }) => [kind, input])).toEqual([['remove', dress]]);
    await answer(wishlistReplies.removed);
    expect(select.items(snapshot()).map(key)).toEqual([key(coat)]);
  });

  it('ignores presses on a pending heart and sends other changes one at a time, in order', async () => {
    const { actor, calls, snapshot, answer, toggle } = run(signedIn([coat]));
    toggle(dress);
    expect(snapshot().can({ type: 'wishlist.toggle', item: dress })).toBe(false);
    toggle(dress);
    toggle(coat);
    toggle(redDress);
    expect(select.items(snapshot()).map(key)).toEqual([key(dress), key(redDress)]);
    expect(calls).toHaveLength(1);
    await answer(wishlistReplies.added);
    expect(calls.map(({ kind, input }) => [kind, input])).toEqual([
      ['add', dress],
      ['remove', coat],
    ]);
    await answer(wishlistReplies.removed);
    await answer(wishlistReplies.added);
    expect(calls).toHaveLength(3);
    expect(actor.getSnapshot().matches({ ready: 'idle' })).toBe(true);
  });

  it('undoes an add the service refuses for the limit, showing the limit notice with its edit link', async () => {
    for (const reply of [wishlistReplies.couldNotAdd, wishlistReplies.limitReached]) {
      const { snapshot, answer, toggle } = run(signedIn([coat]));
      toggle(dress);
      await answer(reply);
      expect(select.isSaved(snapshot(), ...key(dress))).toBe(false);
      expect(select.items(snapshot()).map(key)).toEqual([key(coat)]);
      expect(select.notice(snapshot())).toEqual(limitNotice);
    }
  });

  it('keeps a single saved copy when the service already has the item', async () => {
    const { snapshot, answer, toggle } = run(signedIn());
    toggle(dress);
    await answer(wishlistReplies.alreadyExists);
    expect(select.items(snapshot()).map(key)).toEqual([key(dress)]);
    expect(select.notice(snapshot())).toBeUndefined();
  });

  it('puts an item back in its place when the removal fails', async () => {
    for (const reply of [wishlistReplies.couldNotRemove, new Error('offline')]) {
      const { snapshot, answer, toggle } = run(signedIn([coat, dress, redDress]));
      toggle(dress);
      await answer(reply);
      expect(select.items(snapshot()).map(key)).toEqual([key(coat), key(dress), key(redDress)]);
      expect(select.notice(snapshot())).toEqual({ kind: 'error', message: wishlistMessages.errorRemoving });
    }
  });

  it('undoes the change on any other reply, showing short replies as returned and its own message otherwise', async () => {
    const cases: Array<[WishlistPayload, string | Error, string]> = [
      [redDress, 'Wishlist is temporarily unavailable', 'Wishlist is temporarily unavailable'],
      [redDress, '<html>502 Bad Gateway</html>', wishlistMessages.errorAdding],
      [redDress, '', wishlistMessages.errorAdding],
      [redDress, new Error('offline'), wishlistMessages.errorAdding],
      [dress, 'Session expired', 'Session expired'],
      [dress, 'x'.repeat(201), wishlistMessages.errorRemoving],
    ];
    for (const [item, reply, message] of cases) {
      const { snapshot, answer, toggle } = run(signedIn([dress]));
      toggle(item);
      await answer(reply);
      expect(select.items(snapshot()).map(key)).toEqual([key(dress)]);
      expect(select.notice(snapshot())).toEqual({ kind: 'error', message });
    }
  });

  it('refuses a payload that fails the checks, showing the error-adding message and calling nothing', () => {
    const invalid = [
      { ...dress, lineItemSku: 'CST1234-001-10' },
      { ...dress, lineItemSku: 'M1234567' },
      { ...dress, productKey: 'satin dress' },
      { ...dress, colourSelected: 7 },
      { ...dress, sizeSelected: 'false' },
      null,
    ] as unknown as WishlistPayload[];
    for (const item of invalid) {
      const { calls, snapshot, toggle } = run(signedIn());
      toggle(item);
      expect(select.notice(snapshot())).toEqual({ kind: 'error', message: wishlistMessages.errorAdding });
      expect(select.items(snapshot())).toEqual([]);
      expect(calls).toEqual([]);
    }
  });

  it('refuses to add beyond the maximum with the limit notice, while removing still works', async () => {
    const { calls, snapshot, toggle, answer, actor } = run(signedIn([dress, coat], 2));
    toggle(redDress);
    expect(select.notice(snapshot())).toEqual(limitNotice);
    expect(calls).toEqual([]);
    actor.send({ type: 'wishlist.dismissNotice' });
    expect(select.notice(snapshot())).toBeUndefined();
    expect(snapshot().can({ type: 'wishlist.dismissNotice' })).toBe(false);
    toggle(coat);
    await answer(wishlistReplies.removed);
    toggle(redDress);
    expect(select.isSaved(snapshot(), ...key(redDress))).toBe(true);
  });

  it('asks a guest to sign in, then adds the remembered item with checkExists', async () => {
    const { calls, snapshot, answer, toggle } = run({ viewer: { kind: 'guest' }, items: [coat] });
    expect(select.items(snapshot())).toEqual([]);
    toggle(dress);
    expect(select.isSigningIn(snapshot())).toBe(true);
    expect(select.isSaved(snapshot(), ...key(dress))).toBe(false);
    expect(snapshot().can({ type: 'wishlist.toggle', item: coat })).toBe(false);
    expect(calls.map(({ kind, input }) => [kind, input])).toEqual([['signIn', { item: dress }]]);
    await answer('');
    expect(select.isSigningIn(snapshot())).toBe(false);
    expect(select.isSaved(snapshot(), ...key(dress))).toBe(true);
    expect(calls[1]).toMatchObject({ kind: 'add', input: { ...dress, checkExists: true } });
    await answer(wishlistReplies.alreadyExists);
    expect(select.items(snapshot()).map(key)).toEqual([key(dress)]);
  });

  it('saves nothing when the guest leaves the sign-in prompt', async () => {
    const { calls, snapshot, answer, toggle } = run({ viewer: undefined });
    toggle(dress);
    await answer(new Error('cancelled'));
    expect(select.isSigningIn(snapshot())).toBe(false);
    expect(select.items(snapshot())).toEqual([]);
    expect(calls.map(({ kind }) => kind)).toEqual(['signIn']);
    toggle(dress);
    expect(select.isSigningIn(snapshot())).toBe(true);
  });

  it('takes a sign-in announced by the page, with the shopper’s list, skipping an item already on it', () => {
    const { actor, calls, snapshot, toggle } = run({ viewer: { kind: 'guest' } });
    toggle(dress);
    actor.send({ type: 'auth.signedIn', items: [coat, dress] });
    expect(select.isSigningIn(snapshot())).toBe(false);
    expect(select.items(snapshot()).map(key)).toEqual([key(coat), key(dress)]);
    expect(calls.map(({ kind }) => kind)).toEqual(['signIn']);
  });

  it('refuses the re-add after sign-in when the shopper’s list is already full', () => {
    const { actor, calls, snapshot, toggle } = run({ viewer: { kind: 'guest' }, maxItems: 1 });
    toggle(dress);
    actor.send({ type: 'auth.signedIn', items: [coat] });
    expect(select.notice(snapshot())).toEqual(limitNotice);
    expect(select.items(snapshot()).map(key)).toEqual([key(coat)]);
    expect(calls.map(({ kind }) => kind)).toEqual(['signIn']);
  });

  it('undoes everything queued and asks for sign-in when the service says the shopper is a guest', async () => {
    const { calls, snapshot, answer, toggle } = run(signedIn([coat]));
    toggle(dress);
    toggle(coat);
    await answer(wishlistReplies.guest);
    expect(select.isSigningIn(snapshot())).toBe(true);
    expect(select.items(snapshot()).map(key)).toEqual([key(coat)]);
    expect(select.isPending(snapshot(), ...key(coat))).toBe(false);
    await answer('');
    expect(calls.slice(1).map(({ kind, input }) => [kind, input])).toEqual([
      ['signIn', { item: dress }],
      ['add', { ...dress, checkExists: true }],
    ]);
  });

  it('asks for sign-in without re-doing a removal the service refused for a guest', async () => {
    const { calls, snapshot, answer, toggle } = run(signedIn([coat]));
    toggle(coat);
    await answer(wishlistReplies.guest);
    expect(select.items(snapshot()).map(key)).toEqual([key(coat)]);
    await answer('');
    expect(calls.map(({ kind }) => kind)).toEqual(['remove', 'signIn']);
    expect(select.isSaved(snapshot(), ...key(coat))).toBe(true);
  });

  it('clears the list and pending changes on sign-out', () => {
    const { actor, snapshot, toggle } = run(signedIn([coat]));
    toggle(dress);
    actor.send({ type: 'auth.signedOut' });
    expect(select.items(snapshot())).toEqual([]);
    expect(select.isPending(snapshot(), ...key(dress))).toBe(false);
    toggle(dress);
    expect(select.isSigningIn(snapshot())).toBe(true);
    actor.send({ type: 'auth.signedOut' });
    expect(select.isSigningIn(snapshot())).toBe(false);
  });

  it('keeps pending changes on top of a list loaded on sign-in', () => {
    const { actor, snapshot, toggle } = run(signedIn([coat]));
    toggle(dress);
    toggle(coat);
    actor.send({ type: 'auth.signedIn', items: [coat, redDress, redDress] });
    expect(select.items(snapshot()).map(key)).toEqual([key(redDress), key(dress)]);
    actor.send({ type: 'auth.signedIn' });
    expect(select.items(snapshot()).map(key)).toEqual([key(redDress), key(dress)]);
  });

  it('clears the notice on the next change', async () => {
    const { snapshot, answer, toggle } = run(signedIn([dress]));
    toggle(dress);
    await answer(wishlistReplies.couldNotRemove);
    toggle(coat);
    expect(select.notice(snapshot())).toBeUndefined();
  });

  it('undoes changes and logs the failures when no real service is provided (no silent success)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const actor = createActor(wishlistMachine, { input: { viewer: { kind: 'signed-in' } } }).start();
    actor.send({ type: 'wishlist.toggle', item: dress });
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
    expect(select.notice(actor.getSnapshot())).toEqual({ kind: 'error', message: wishlistMessages.errorAdding });
    actor.send({ type: 'auth.signedIn', items: [coat] });
    actor.send({ type: 'wishlist.toggle', item: coat });
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
    expect(select.items(actor.getSnapshot()).map(key)).toEqual([key(coat)]);
    expect(warn.mock.calls.map(([message, kind]) => [message, kind])).toEqual([
      ['Wishlist change undone', 'add'],
      ['Wishlist change undone', 'remove'],
    ]);
    warn.mockRestore();

    const guest = createActor(wishlistMachine, { input: { viewer: { kind: 'guest' } } }).start();
    guest.send({ type: 'wishlist.toggle', item: dress });
    await waitFor(guest, (s) => !select.isSigningIn(s));
    expect(select.items(guest.getSnapshot())).toEqual([]);
  });

  it('starts a signed-in shopper without a loaded list empty', () => {
    expect(select.items(run({ viewer: { kind: 'signed-in' } }).snapshot())).toEqual([]);
  });
});

describe('wishlist machine paths', () => {
  // One heart to press against one saved item and a maximum of one: every guard and reply is
  // reachable (full list, sign-in, re-add) while the explored lists stay small.
  const saved = { productKey: coat.productKey, colourSelected: coat.colourSelected };
  const replies = (actor: 'addItem' | 'removeItem', outputs: string[]) => outputs.map((output) => ({ type: `xstate.done.actor.${actor}`, output }));
  type Snapshot = Parameters<typeof select.items>[0] & { can: (event: { type: 'wishlist.toggle'; item: WishlistPayload }) => boolean };
  const head = (snapshot: Snapshot) => snapshot.context.queue[0]!.payload;
  const noticeIsKnown = (snapshot: Snapshot) =>
    expect([undefined, limitNotice, ...[wishlistMessages.errorAdding, wishlistMessages.errorRemoving, 'Oops'].map((message) => ({ kind: 'error', message }))]).toContainEqual(
      select.notice(snapshot),
    );
  itTakesEveryTransition({
    machine: wishlistMachine.provide({ actions: { logFailure: () => {} } }),
    input: { viewer: { kind: 'signed-in' }, items: [saved], maxItems: 1 },
    events: [
      { type: 'wishlist.toggle', item: dress },
      { type: 'wishlist.toggle', item: { ...dress, productKey: 'satin dress' } },
      { type: 'wishlist.dismissNotice' },
      { type: 'auth.signedIn' },
      { type: 'auth.signedOut' },
      ...replies('addItem', [wishlistReplies.added, wishlistReplies.alreadyExists, wishlistReplies.couldNotAdd, wishlistReplies.guest, 'Oops']),
      { type: 'xstate.error.actor.addItem', error: new Error('x') },
      ...replies('removeItem', [wishlistReplies.removed, wishlistReplies.couldNotRemove, wishlistReplies.guest, 'Oops']),
      { type: 'xstate.error.actor.removeItem', error: new Error('x') },
      { type: 'xstate.done.actor.requestSignIn' },
      { type: 'xstate.error.actor.requestSignIn', error: new Error('x') },
    ] as never,
    limit: 20_000,
    expectations: {
      'ready.idle': (snapshot) => {
        expect(select.isSigningIn(snapshot)).toBe(false);
        expect(select.isPending(snapshot, ...key(dress))).toBe(false);
        expect(snapshot.can({ type: 'wishlist.toggle', item: dress })).toBe(true);
        expect(select.items(snapshot).length).toBeLessThanOrEqual(1);
        noticeIsKnown(snapshot);
      },
      'ready.saving.adding': (snapshot) => {
        expect(select.isSaved(snapshot, ...key(head(snapshot)))).toBe(true);
        expect(select.isPending(snapshot, ...key(head(snapshot)))).toBe(true);
        expect(snapshot.can({ type: 'wishlist.toggle', item: head(snapshot) })).toBe(false);
        noticeIsKnown(snapshot);
      },
      'ready.saving.removing': (snapshot) => {
        expect(select.isSaved(snapshot, ...key(head(snapshot)))).toBe(false);
        expect(select.isPending(snapshot, ...key(head(snapshot)))).toBe(true);
        expect(snapshot.can({ type: 'wishlist.toggle', item: head(snapshot) })).toBe(false);
        noticeIsKnown(snapshot);
      },
      signingIn: (snapshot) => {
        expect(select.isSigningIn(snapshot)).toBe(true);
        expect(select.isPending(snapshot, ...key(dress))).toBe(false);
        expect(snapshot.can({ type: 'wishlist.toggle', item: dress })).toBe(false);
      },
    },
  });
});

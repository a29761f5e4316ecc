import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import { itTakesEveryTransition } from './testing/paths';
import { chatbotMachine, chatbotSelectors, type ChatMessage, type ChatReply, type ChatSendInput, type ChatSessionResult } from './chatbot.machine';
import { chatbot as spec } from './spec';

const loadedAt = Date.UTC(2025, 2, 3, 9, 30);
const dress = {
  product_id: 'CZZ12345',
  product_name: 'Satin midi dress',
  product_price: '£65.00',
  product_url: '/product/satin-midi-dress',
  product_image: '/_img/satin-midi-dress.jpg',
  product_availability: 'in stock',
  matchReason: 'Satin, midi length',
};
const botReply = (message: string, products?: ChatMessage['products']): ChatMessage => ({ id: `bot-${message}`, role: 'BOT', message, timestamp: '2025-03-03T09:30:02.000Z', products });

function run(options: { start?: () => Promise<ChatSessionResult>; send?: (message: string) => Promise<ChatReply>; historySize?: number } = {}) {
  const clock = new SimulatedClock();
  clock.set(loadedAt);
  const sent: string[] = [];
  const histories: string[][] = [];
  let sessions = 0;
  const actor = createActor(
    chatbotMachine.provide({
      actors: {
        startSession: fromPromise(async () => {
          sessions += 1;
          return options.start ? options.start() : { kind: 'success' as const };
        }),
        sendMessage: fromPromise(async ({ input }: { input: ChatSendInput }) => {
          sent.push(input.message);
          histories.push(input.history);
          return options.send ? options.send(input.message) : { kind: 'success' as const, reply: botReply(`Try these for “${input.message}”`, [dress]) };
        }),
      },
    }),
    { input: { now: () => clock.now(), historySize: options.historySize }, clock },
  );
  actor.start();
  const ready = () => waitFor(actor, (s) => s.matches({ conversation: 'ready' }) || s.matches({ conversation: 'failed' }));
  return { actor, clock, sent, histories, sessions: () => sessions, ready };
}

const canSend = (actor: ReturnType<typeof run>['actor']) => actor.getSnapshot().can({ type: 'chatbot.send' });

describe('chatbot machine', () => {
  it('shows the hint from 3 s to 10 s after load', () => {
    const { actor, clock } = run();
    expect(chatbotSelectors.showsHint(actor.getSnapshot())).toBe(false);
    clock.increment(spec.hintShowAfterMs - 1);
    expect(chatbotSelectors.showsHint(actor.getSnapshot())).toBe(false);
    clock.increment(1);
    expect(chatbotSelectors.showsHint(actor.getSnapshot())).toBe(true);
    clock.increment(spec.hintHideAtMs - spec.hintShowAfterMs - 1);
    expect(chatbotSelectors.showsHint(actor.getSnapshot())).toBe(true);
    clock.increment(1);
    expect(chatbotSelectors.showsHint(actor.getSnapshot())).toBe(false);
  });

  it('never shows the hint once the chat has been opened, nor after it is dismissed', () => {
    const early = run();
    early.actor.send({ type: 'chatbot.open' });
    early.actor.send({ type: 'chatbot.close' });
    early.clock.increment(spec.hintShowAfterMs);
    expect(chatbotSelectors.showsHint(early.actor.getSnapshot())).toBe(false);

    const shown = run();
    shown.clock.increment(spec.hintShowAfterMs);
    shown.actor.send({ type: 'chatbot.open' });
    expect(chatbotSelectors.showsHint(shown.actor.getSnapshot())).toBe(false);
    expect(chatbotSelectors.isOpen(shown.actor.getSnapshot())).toBe(true);

    const dismissed = run();
    dismissed.clock.increment(spec.hintShowAfterMs);
    dismissed.actor.send({ type: 'chatbot.dismissHint' });
    expect(chatbotSelectors.showsHint(dismissed.actor.getSnapshot())).toBe(false);
    expect(chatbotSelectors.isOpen(dismissed.actor.getSnapshot())).toBe(false);
  });

  it('opens and closes', () => {
    const { actor } = run();
    expect(chatbotSelectors.isOpen(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'chatbot.open' });
    expect(chatbotSelectors.isOpen(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'chatbot.close' });
    expect(chatbotSelectors.isOpen(actor.getSnapshot())).toBe(false);
  });

  it('starts a session on load and keeps send disabled until it is ready and something is typed', async () => {
    const { actor, sessions, ready } = run();
    expect(sessions()).toBe(1);
    expect(chatbotSelectors.isConnecting(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'chatbot.type', text: 'Hi' });
    expect(canSend(actor)).toBe(false);
    await ready();
    expect(canSend(actor)).toBe(true);
    for (const text of ['', '   \n']) {
      actor.send({ type: 'chatbot.type', text });
      expect(canSend(actor), JSON.stringify(text)).toBe(false);
    }
  });

  it('posts the shopper’s message at once, disables send while the reply is awaited, then shows the reply with its products', async () => {
    let answer!: (reply: ChatReply) => void;
    const { actor, clock, sent, ready } = run({ send: () => new Promise((resolve) => (answer = resolve)) });
    await ready();
    clock.increment(1_500);
    actor.send({ type: 'chatbot.type', text: '  a satin dress for a wedding ' });
    actor.send({ type: 'chatbot.send' });
    const snapshot = actor.getSnapshot();
    expect(chatbotSelectors.messages(snapshot)).toEqual([{ id: `user-${loadedAt + 1_500}`, role: 'USER', message: 'a satin dress for a wedding', timestamp: '2025-03-03T09:30:01.500Z' }]);
    expect(chatbotSelectors.draft(snapshot)).toBe('');
    expect(chatbotSelectors.isReplying(snapshot)).toBe(true);
    expect(sent).toEqual(['a satin dress for a wedding']);
    actor.send({ type: 'chatbot.type', text: 'and shoes' });
    expect(canSend(actor)).toBe(false);
    answer({ kind: 'success', reply: botReply('Here you go', [dress]) });
    await ready();
    expect(chatbotSelectors.messages(actor.getSnapshot()).map((m) => [m.role, m.message, m.products?.length])).toEqual([
      ['USER', 'a satin dress for a wedding', undefined],
      ['BOT', 'Here you go', 1],
    ]);
    expect(chatbotSelectors.draft(actor.getSnapshot())).toBe('and shoes');
    expect(canSend(actor)).toBe(true);
    clock.increment(4_000);
    actor.send({ type: 'chatbot.send' });
    expect(chatbotSelectors.messages(actor.getSnapshot()).at(-1)).toMatchObject({ id: `user-${loadedAt + 5_500}`, message: 'and shoes' });
  });

  it('opens the conversation with the session’s greeting, when it has one', async () => {
    const greeting = botReply('Hi! Looking for something for an occasion?');
    const greeted = run({ start: async () => ({ kind: 'success', greeting }) });
    await greeted.ready();
    expect(chatbotSelectors.messages(greeted.actor.getSnapshot())).toEqual([greeting]);
    const plain = run();
    await plain.ready();
    expect(chatbotSelectors.messages(plain.actor.getSnapshot())).toEqual([]);
  });

  it('sends the shopper’s earlier messages with a new one, latest last, up to the history size', async () => {
    const { actor, clock, histories, ready } = run({ historySize: 2 });
    await ready();
    for (const text of ['red dress', 'for a wedding', 'in a size 12', 'under £80']) {
      clock.increment(1_000);
      actor.send({ type: 'chatbot.type', text });
      actor.send({ type: 'chatbot.send' });
      await ready();
    }
    expect(histories).toEqual([[], ['red dress'], ['red dress', 'for a wedding'], ['for a wedding', 'in a size 12']]);
    const none = run({ historySize: 0 });
    await none.ready();
    for (const text of ['one', 'two']) {
      none.actor.send({ type: 'chatbot.type', text });
      none.actor.send({ type: 'chatbot.send' });
      await none.ready();
    }
    expect(none.histories).toEqual([[], []]);
  });

  it.each([
    ['the session answers with an error', { start: async () => ({ kind: 'error' as const }) }],
    ['the session cannot start', { start: async () => Promise.reject(new Error('503')) }],
    ['a reply answers with an error', { send: async () => ({ kind: 'error' as const }) }],
    ['a reply fails', { send: async () => Promise.reject(new Error('timeout')) }],
  ])('replaces the input by "Start a New Chat" when %s, which clears the messages and starts a new session', async (_, options) => {
    const { actor, sessions, ready } = run(options);
    await ready();
    if ('send' in options) {
      actor.send({ type: 'chatbot.type', text: 'Hello' });
      actor.send({ type: 'chatbot.send' });
      await waitFor(actor, (s) => s.matches({ conversation: 'failed' }));
    }
    expect(chatbotSelectors.errorMessage(actor.getSnapshot())).toBe("There was an error! Please select 'Start a New Chat' and try again");
    expect(actor.getSnapshot().can({ type: 'chatbot.restart' })).toBe(true);
    expect(canSend(actor)).toBe(false);
    actor.send({ type: 'chatbot.restart' });
    expect(chatbotSelectors.messages(actor.getSnapshot())).toEqual([]);
    expect(chatbotSelectors.errorMessage(actor.getSnapshot())).toBeUndefined();
    expect(sessions()).toBe(2);
  });

  it('keeps the latest messages of a long conversation', async () => {
    const clock = new SimulatedClock();
    const echo = fromPromise<ChatReply, ChatSendInput>(async ({ input }) => ({ kind: 'success', reply: botReply(`re: ${input.message}`) }));
    const actor = createActor(chatbotMachine.provide({ actors: { startSession: fromPromise<ChatSessionResult, void>(async () => ({ kind: 'success' })), sendMessage: echo } }), {
      input: { now: () => clock.now(), maxMessages: 2 },
      clock,
    }).start();
    const transcript = () => chatbotSelectors.messages(actor.getSnapshot()).map((m) => m.message);
    for (const text of ['one', 'two']) {
      await waitFor(actor, (s) => s.matches({ conversation: 'ready' }));
      clock.increment(1_000);
      actor.send({ type: 'chatbot.type', text });
      actor.send({ type: 'chatbot.send' });
    }
    expect(transcript()).toEqual(['re: one', 'two']);
    await waitFor(actor, (s) => s.matches({ conversation: 'ready' }));
    expect(transcript()).toEqual(['two', 're: two']);
  });

  it('lifts the widget once the page is scrolled past 320 px', () => {
    expect(chatbotSelectors.isLifted(0)).toBe(false);
    expect(chatbotSelectors.isLifted(spec.liftThresholdPx)).toBe(false);
    expect(chatbotSelectors.isLifted(spec.liftThresholdPx + 1)).toBe(true);
  });

  it('shows the error when the page has not provided the chat endpoints, and stamps messages with the real time by default', async () => {
    const actor = createActor(chatbotMachine, { input: {} }).start();
    await waitFor(actor, (s) => s.matches({ conversation: 'failed' }));
    expect(chatbotSelectors.errorMessage(actor.getSnapshot())).toBe(spec.errorMessage);
    const before = Date.now();
    expect(actor.getSnapshot().context.now()).toBeGreaterThanOrEqual(before);
  });
});

describe('chatbot machine paths', () => {
  type Snapshot = Parameters<typeof chatbotSelectors.isOpen>[0];
  const sendButton = (snapshot: Snapshot) => {
    const enabled = snapshot.matches({ conversation: 'ready' }) && chatbotSelectors.draft(snapshot).trim() !== '';
    expect(snapshot.can({ type: 'chatbot.send' })).toBe(enabled);
  };
  const conversation = {
    starting: (snapshot: Snapshot) => {
      expect(chatbotSelectors.isConnecting(snapshot)).toBe(true);
      expect(chatbotSelectors.messages(snapshot)).toEqual([]);
      sendButton(snapshot);
    },
    ready: (snapshot: Snapshot) => {
      expect(chatbotSelectors.errorMessage(snapshot)).toBeUndefined();
      expect(chatbotSelectors.isReplying(snapshot)).toBe(false);
      sendButton(snapshot);
    },
    sending: (snapshot: Snapshot) => {
      expect(chatbotSelectors.isReplying(snapshot)).toBe(true);
      expect(chatbotSelectors.messages(snapshot).at(-1)).toMatchObject({ role: 'USER', message: 'Hi' });
      expect(snapshot.can({ type: 'chatbot.send' })).toBe(false);
    },
    failed: (snapshot: Snapshot) => {
      expect(chatbotSelectors.errorMessage(snapshot)).toBe(spec.errorMessage);
      expect(snapshot.can({ type: 'chatbot.send' })).toBe(false);
      expect(snapshot.can({ type: 'chatbot.restart' })).toBe(true);
    },
  };
  const hint = {
    waiting: (snapshot: Snapshot) => expect(chatbotSelectors.showsHint(snapshot)).toBe(false),
    showing: (snapshot: Snapshot) => {
      expect(chatbotSelectors.showsHint(snapshot)).toBe(true);
      expect(chatbotSelectors.isOpen(snapshot)).toBe(false);
    },
    hidden: (snapshot: Snapshot) => expect(chatbotSelectors.showsHint(snapshot)).toBe(false),
  };
  const expectations: Record<string, (snapshot: Snapshot) => void> = {};
  for (const panel of ['closed', 'open'] as const) {
    for (const [hintState, seesHint] of Object.entries(hint)) {
      for (const [conversationState, seesConversation] of Object.entries(conversation)) {
        expectations[`panel.${panel}|hint.${hintState}|conversation.${conversationState}`] = (snapshot) => {
          expect(chatbotSelectors.isOpen(snapshot)).toBe(panel === 'open');
          seesHint(snapshot);
          seesConversation(snapshot);
        };
      }
    }
  }

  itTakesEveryTransition({
    machine: chatbotMachine,
    // A transcript of two keeps the explored conversations finite.
    input: { now: () => loadedAt, maxMessages: 2 },
    limit: 2000,
    events: [
      { type: 'chatbot.open' },
      { type: 'chatbot.close' },
      { type: 'chatbot.dismissHint' },
      { type: 'chatbot.type', text: 'Hi' },
      { type: 'chatbot.send' },
      { type: 'chatbot.restart' },
      { type: 'xstate.done.actor.startSession', output: { kind: 'success' } },
      { type: 'xstate.done.actor.startSession', output: { kind: 'success', greeting: botReply('Hi') } },
      { type: 'xstate.done.actor.startSession', output: { kind: 'error' } },
      { type: 'xstate.error.actor.startSession', error: new Error('x') },
      { type: 'xstate.done.actor.sendMessage', output: { kind: 'success', reply: botReply('Hello') } },
      { type: 'xstate.done.actor.sendMessage', output: { kind: 'error' } },
      { type: 'xstate.error.actor.sendMessage', error: new Error('x') },
    ] as never,
    expectations,
  });
});

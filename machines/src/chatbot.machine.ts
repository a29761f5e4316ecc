import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { chatbot as spec } from './spec';

/**
 * The floating shopping assistant (P §2, §3, §4 Chatbot, §5, §7, §8, §9). The two chatbot
 * endpoints are injected actors; the time a message is stamped with comes from the input, so
 * tests can pin it.
 */

/** P §3 Chat product: a product the assistant suggests. */
export interface ChatProduct {
  product_id: string;
  product_name: string;
  product_price: string;
  product_salePrice?: string;
  product_url: string;
  product_image: string;
  product_availability: string;
  matchReason?: string;
}

/** P §3 Chat message. */
export interface ChatMessage {
  id: string;
  role: 'USER' | 'BOT';
  message: string;
  /** ISO 8601. */
  timestamp: string;
  products?: ChatProduct[];
}

/**
 * GET /chatbot/start-chat-session (P §7): the kind, and (ours) an optional greeting the assistant
 * opens the conversation with.
 */
export type ChatSessionResult = { kind: 'success'; greeting?: ChatMessage } | { kind: 'error' };

/**
 * POST /chatbot/chat-message: the message, and (ours) what the shopper said before, latest last,
 * so a follow-up ('in a size 12') refines the earlier request.
 */
export interface ChatSendInput {
  message: string;
  history: string[];
}

/** POST /chatbot/chat-message (P §7): on success, the assistant's reply. */
export type ChatReply = { kind: 'success'; reply: ChatMessage } | { kind: 'error' };

export interface ChatbotInput {
  /** Milliseconds since the epoch, for message timestamps and ids; default Date.now. */
  now?: () => number;
  /** The transcript keeps this many latest messages (ours: the spec sets no limit); default 100. */
  maxMessages?: number;
  /** How many earlier shopper messages go with a new one; default 4. */
  historySize?: number;
}

export interface ChatbotContext {
  now: () => number;
  maxMessages: number;
  historySize: number;
  messages: ChatMessage[];
  /** What the shopper has typed and not yet sent. */
  draft: string;
}

export type ChatbotEvent =
  | { type: 'chatbot.open' }
  | { type: 'chatbot.close' }
  | { type: 'chatbot.dismissHint' }
  | { type: 'chatbot.type'; text: string }
  | { type: 'chatbot.send' }
  | { type: 'chatbot.restart' };

const defaultMaxMessages = 100;
const defaultHistorySize = 4;

/** The shopper's messages before the latest one (just sent), latest last. */
function earlierShopperMessages(messages: readonly ChatMessage[], size: number): string[] {
  const shopper = messages.filter((message) => message.role === 'USER').map((message) => message.message);
  return size > 0 ? shopper.slice(0, -1).slice(-size) : [];
}

/** An endpoint the page has not wired up fails loudly, which shows the error and 'Start a New Chat'. */
const toBeProvided = <Output, Input>(name: string) => fromPromise<Output, Input>(() => Promise.reject(new Error(`chatbot: the ${name} actor is not provided`)));

export const chatbotMachine = setup({
  types: {} as { context: ChatbotContext; events: ChatbotEvent; input: ChatbotInput },
  actors: {
    /** GET /chatbot/start-chat-session. */
    startSession: toBeProvided<ChatSessionResult, void>('startSession'),
    /** POST /chatbot/chat-message { message, history }. */
    sendMessage: toBeProvided<ChatReply, ChatSendInput>('sendMessage'),
  },
  actions: {
    postDraft: assign(({ context }) => {
      // One send at a time, so the time of sending tells the shopper's messages apart.
      const sentAt = context.now();
      const message: ChatMessage = { id: `user-${sentAt}`, role: 'USER', message: context.draft.trim(), timestamp: new Date(sentAt).toISOString() };
      return { messages: [...context.messages, message].slice(-context.maxMessages), draft: '' };
    }),
    addReply: assign({ messages: ({ context }, params: { reply: ChatMessage }) => [...context.messages, params.reply].slice(-context.maxMessages) }),
    startOver: assign({ messages: [], draft: '' }),
  },
  guards: {
    hasDraft: ({ context }) => context.draft.trim() !== '',
    isSuccess: (_, params: { kind: 'success' | 'error' }) => params.kind === 'success',
    hasGreeting: (_, params: { result: ChatSessionResult }) => params.result.kind === 'success' && params.result.greeting !== undefined,
  },
  delays: {
    hintShowAfter: spec.hintShowAfterMs,
    // 'after' counts from entering the state: shown at 3 s, hidden at 10 s from load.
    hintShowFor: spec.hintHideAtMs - spec.hintShowAfterMs,
  },
}).createMachine({
  id: 'chatbot',
  description:
    'The floating chatbot. Closed or open; a hint bubble appears 3 s after load and hides at 10 s (or when the chat is opened or the hint dismissed). A session starts on load (its greeting, if any, opens the conversation). The shopper types and sends a message (send is disabled while the input is blank, the session is starting or a reply is awaited); the message goes with the shopper’s earlier ones, and the reply, with any products, is added to the conversation. On an error the input is replaced by "Start a New Chat", which clears the messages and starts a new session.',
  type: 'parallel',
  context: ({ input }) => ({
    now: input.now ?? Date.now,
    maxMessages: input.maxMessages ?? defaultMaxMessages,
    historySize: input.historySize ?? defaultHistorySize,
    messages: [],
    draft: '',
  }),
  states: {
    panel: {
      initial: 'closed',
      states: {
        closed: { on: { 'chatbot.open': { target: 'open' } } },
        open: { on: { 'chatbot.close': { target: 'closed' } } },
      },
    },
    hint: {
      initial: 'waiting',
      states: {
        waiting: {
          after: { hintShowAfter: { target: 'showing' } },
          on: { 'chatbot.open': { target: 'hidden' } },
        },
        showing: {
          after: { hintShowFor: { target: 'hidden' } },
          on: { 'chatbot.open': { target: 'hidden' }, 'chatbot.dismissHint': { target: 'hidden' } },
        },
        hidden: {},
      },
    },
    conversation: {
      initial: 'starting',
      states: {
        starting: {
          invoke: {
            id: 'startSession',
            src: 'startSession',
            onDone: [
              {
                guard: { type: 'hasGreeting', params: ({ event }) => ({ result: event.output }) },
                target: 'ready',
                actions: { type: 'addReply', params: ({ event }) => ({ reply: (event.output as Extract<ChatSessionResult, { kind: 'success' }>).greeting! }) },
              },
              { guard: { type: 'isSuccess', params: ({ event }) => ({ kind: event.output.kind }) }, target: 'ready' },
              { target: 'failed' },
            ],
            onError: { target: 'failed' },
          },
        },
        ready: {
          on: { 'chatbot.send': { guard: 'hasDraft', target: 'sending', actions: 'postDraft' } },
        },
        sending: {
          invoke: {
            id: 'sendMessage',
            src: 'sendMessage',
            input: ({ context }) => ({ message: context.messages.at(-1)!.message, history: earlierShopperMessages(context.messages, context.historySize) }),
            onDone: [
              {
                guard: { type: 'isSuccess', params: ({ event }) => ({ kind: event.output.kind }) },
                target: 'ready',
                actions: { type: 'addReply', params: ({ event }) => ({ reply: (event.output as Extract<ChatReply, { kind: 'success' }>).reply }) },
              },
              { target: 'failed' },
            ],
            onError: { target: 'failed' },
          },
        },
        failed: {
          on: { 'chatbot.restart': { target: 'starting', actions: 'startOver' } },
        },
      },
      // Typing goes on while a session starts or a reply is awaited; only sending waits.
      on: { 'chatbot.type': { actions: assign({ draft: ({ event }) => event.text }) } },
    },
  },
});

type ChatbotSnapshot = SnapshotFrom<typeof chatbotMachine>;

/** What the widget shows. */
export const chatbotSelectors = {
  isOpen: (snapshot: ChatbotSnapshot) => snapshot.matches({ panel: 'open' }),
  showsHint: (snapshot: ChatbotSnapshot) => snapshot.matches({ hint: 'showing' }),
  messages: (snapshot: ChatbotSnapshot) => snapshot.context.messages,
  draft: (snapshot: ChatbotSnapshot) => snapshot.context.draft,
  /** The assistant is writing (a typing indicator). */
  isReplying: (snapshot: ChatbotSnapshot) => snapshot.matches({ conversation: 'sending' }),
  isConnecting: (snapshot: ChatbotSnapshot) => snapshot.matches({ conversation: 'starting' }),
  /** The error text shown above 'Start a New Chat', which replaces the input; undefined otherwise. */
  errorMessage: (snapshot: ChatbotSnapshot) => (snapshot.matches({ conversation: 'failed' }) ? spec.errorMessage : undefined),
  /** The widget moves up once the page is scrolled past the threshold (P §9: 320 px). */
  isLifted: (scrollY: number) => scrollY > spec.liftThresholdPx,
};

import { assign, setup, type SnapshotFrom } from 'xstate';
import { socialProof as spec } from './spec';

/** Social proof messages on the product page (P §3, §4, §9). */
export interface SocialProofMessage {
  code: string;
  /** May hold strong tags: the UI renders it through its sanitiser. */
  message: string;
  isDismissible: boolean;
}

export interface SocialProofInput {
  messages: ReadonlyArray<SocialProofMessage>;
}

export interface SocialProofContext extends SocialProofInput {
  /** Codes of the messages dismissed on this product. */
  dismissed: ReadonlyArray<string>;
  /** The message shown (or fading out). */
  index: number;
}

export type SocialProofEvent =
  /** Dismisses the message shown. */
  | { type: 'socialProof.dismiss' }
  /** Another product: its messages, when they differ; dismissals reset either way. */
  | { type: 'socialProof.productChanged'; messages?: ReadonlyArray<SocialProofMessage> };

/** The next message not dismissed after `from` in cycle order (possibly `from` itself), if any. */
export function nextMessageIndex(context: Pick<SocialProofContext, 'messages' | 'dismissed'>, from: number): number | undefined {
  const count = context.messages.length;
  for (let step = 1; step <= count; step += 1) {
    const index = (from + step) % count;
    if (!context.dismissed.includes(context.messages[index]!.code)) return index;
  }
  return undefined;
}

export const socialProofMachine = setup({
  types: {} as { context: SocialProofContext; events: SocialProofEvent; input: SocialProofInput },
  actions: {
    showFirst: assign({ index: ({ context }) => nextMessageIndex(context, -1)! }),
    showNext: assign({ index: ({ context }) => nextMessageIndex(context, context.index)! }),
    dismissShown: assign({ dismissed: ({ context }) => [...context.dismissed, context.messages[context.index]!.code] }),
    changeProduct: assign(({ context }, params: { messages: ReadonlyArray<SocialProofMessage> | undefined }) => ({
      messages: params.messages ?? context.messages,
      dismissed: [],
      index: 0,
    })),
  },
  guards: {
    hasFirstMessage: ({ context }) => nextMessageIndex(context, -1) !== undefined,
    hasNextMessage: ({ context }) => nextMessageIndex(context, context.index) !== undefined,
    canDismissShown: ({ context }) => context.messages[context.index]!.isDismissible,
  },
  delays: { startAfter: spec.startAfterMs, displayFor: spec.displayMs, fadeFor: spec.fadeMs },
}).createMachine({
  id: 'socialProof',
  description:
    'Social proof messages on the product page: the first appears after 2 s, each shows for 5 s and then fades out over 300 ms before the next, and the cycle loops. A dismissible message can be dismissed (it fades out and is skipped from then on); when no message is left nothing shows. A product change resets the dismissals and starts again after 2 s.',
  context: ({ input }) => ({ messages: input.messages, dismissed: [], index: 0 }),
  initial: 'waiting',
  on: {
    'socialProof.productChanged': { target: '.waiting', actions: { type: 'changeProduct', params: ({ event }) => ({ messages: event.messages }) } },
  },
  states: {
    waiting: {
      after: { startAfter: [{ guard: 'hasFirstMessage', target: 'showing', actions: 'showFirst' }, { target: 'done' }] },
    },
    showing: {
      after: { displayFor: { target: 'fading' } },
      on: { 'socialProof.dismiss': { guard: 'canDismissShown', target: 'fading', actions: 'dismissShown' } },
    },
    fading: {
      after: { fadeFor: [{ guard: 'hasNextMessage', target: 'showing', actions: 'showNext' }, { target: 'done' }] },
    },
    /** No messages, or every one dismissed. */
    done: {},
  },
});

type SocialProofSnapshot = SnapshotFrom<typeof socialProofMachine>;

export const socialProofSelectors = {
  /** The message on screen, fading out included. */
  shownMessage: (snapshot: SocialProofSnapshot) =>
    snapshot.matches('showing') || snapshot.matches('fading') ? snapshot.context.messages[snapshot.context.index] : undefined,
  isFading: (snapshot: SocialProofSnapshot) => snapshot.matches('fading'),
};

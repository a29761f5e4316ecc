import { assign, fromPromise, setup } from 'xstate';
import { share as spec } from './spec';

/**
 * The share button (P §4, §8, §9): disabled while busy; for signed-in shoppers the link carries
 * their affiliate id (a failed customer fetch shares without it); the link is shortened — no short
 * URL means nothing happens — then shared or copied, and 'copied' shows for 3 s.
 */
export interface ShareInput {
  /** The page URL to share. */
  url: string;
  /** Signed in and not a guest: only then is the affiliate id added. */
  isRegistered: boolean;
}

export interface ShareContext extends ShareInput {
  affiliateId: string | undefined;
  sharedUrl: string | undefined;
}

export type ShareEvent = { type: 'share.request' };

/** The link shared: the page URL with the spec's tracking parameters and the affiliate id. */
export function shareLink(url: string, affiliateId: string | undefined): string {
  const link = new URL(url);
  for (const [key, value] of Object.entries(spec.params)) link.searchParams.set(key, value);
  if (affiliateId) link.searchParams.set('affiliateId', affiliateId);
  return link.toString();
}

export const shareMachine = setup({
  types: {} as { context: ShareContext; events: ShareEvent; input: ShareInput },
  actors: {
    /** GET /_api/customer/getCustomer → customer.affiliateId. */
    fetchAffiliateId: fromPromise<string | undefined>(async () => undefined),
    /** POST /_api/url-shorten?index with form field url → shorturl. */
    shortenUrl: fromPromise<string | undefined, { url: string }>(async () => undefined),
    /** navigator.share or the clipboard. */
    deliver: fromPromise<void, { url: string }>(async () => undefined),
  },
  guards: {
    isRegistered: ({ context }) => context.isRegistered,
    hasShortUrl: (_, params: { shortUrl: string | undefined }) => Boolean(params.shortUrl),
  },
  delays: { copiedFor: spec.copiedMs },
}).createMachine({
  id: 'share',
  description:
    'The share button. Disabled while busy; for a registered shopper the link carries their affiliate id (a failed customer fetch shares without it); the link gets the tracking parameters and is shortened (no short URL: nothing happens), then shared or copied, and "copied" shows for 3 s.',
  initial: 'idle',
  context: ({ input }) => ({ ...input, affiliateId: undefined, sharedUrl: undefined }),
  states: {
    idle: {
      on: { 'share.request': { target: 'busy' } },
    },
    busy: {
      initial: 'choosing',
      states: {
        choosing: {
          always: [{ guard: 'isRegistered', target: 'loadingAffiliate' }, { target: 'shortening' }],
        },
        loadingAffiliate: {
          invoke: {
            id: 'fetchAffiliateId',
            src: 'fetchAffiliateId',
            onDone: { target: 'shortening', actions: assign({ affiliateId: ({ event }) => event.output }) },
            onError: { target: 'shortening' },
          },
        },
        shortening: {
          invoke: {
            id: 'shortenUrl',
            src: 'shortenUrl',
            input: ({ context }) => ({ url: shareLink(context.url, context.affiliateId) }),
            onDone: [
              {
                guard: { type: 'hasShortUrl', params: ({ event }) => ({ shortUrl: event.output }) },
                target: 'delivering',
                actions: assign({ sharedUrl: ({ event }) => event.output }),
              },
              { target: '#share.idle' },
            ],
            onError: { target: '#share.idle' },
          },
        },
        delivering: {
          invoke: {
            id: 'deliver',
            src: 'deliver',
            input: ({ context }) => ({ url: context.sharedUrl! }),
            onDone: { target: '#share.copied' },
            onError: { target: '#share.idle' },
          },
        },
      },
    },
    copied: {
      after: { copiedFor: { target: 'idle' } },
      on: { 'share.request': { target: 'busy' } },
    },
  },
});

/** What the button shows. */
export const shareSelectors = {
  isBusy: (snapshot: { matches(value: 'busy'): boolean }) => snapshot.matches('busy'),
  showsCopied: (snapshot: { matches(value: 'copied'): boolean }) => snapshot.matches('copied'),
};

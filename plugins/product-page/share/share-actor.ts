import { createActor, fromPromise } from 'xstate';
import { shareMachine } from '@storefront/machines/share.machine';
import { browserShareServices, type ShareServices } from './share-api';

export interface ShareActorOptions {
  url: string;
  title: string;
  isRegistered: boolean;
  /** The calls it makes; the browser's by default. */
  services?: ShareServices | undefined;
  /** Told how the link left: the share sheet or the clipboard. */
  onDelivered(method: 'shared' | 'copied'): void;
}

/**
 * The share machine with the browser's calls, started. Loaded with xstate on the share
 * button's first press, so none of it is in the page's first load.
 */
export function startShareActor({ url, title, isRegistered, services = browserShareServices, onDelivered }: ShareActorOptions) {
  const actor = createActor(
    shareMachine.provide({
      actors: {
        fetchAffiliateId: fromPromise(() => services.fetchAffiliateId()),
        shortenUrl: fromPromise(({ input }: { input: { url: string } }) => services.shortenUrl(input.url)),
        deliver: fromPromise(async ({ input }: { input: { url: string } }) => onDelivered(await services.deliver(input.url, title))),
      },
    }),
    { input: { url, isRegistered } },
  );
  actor.start();
  return actor;
}

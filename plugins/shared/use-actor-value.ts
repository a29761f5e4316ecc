'use client';

import { useCallback, useSyncExternalStore } from 'react';

/** What an actor exposes to be read: enough of xstate's ActorRef, without importing xstate. */
export interface ReadableActor<Snapshot> {
  getSnapshot(): Snapshot;
  subscribe(listener: () => void): { unsubscribe(): void };
}

/** useSyncExternalStore's subscribe for an actor (none while there is no actor), stable per actor. */
function useActorSubscription<Snapshot>(actor: ReadableActor<Snapshot> | null | undefined) {
  return useCallback(
    (onChange: () => void) => {
      if (!actor) return () => {};
      const subscription = actor.subscribe(onChange);
      return () => subscription.unsubscribe();
    },
    [actor],
  );
}

/**
 * A value read from an actor's snapshot, or `fallback` while there is no actor (a machine not
 * loaded yet). Like @xstate/react's useSelector, which would bring xstate into the page's first
 * load; `read` must answer a primitive (compared by identity).
 */
export function useActorValue<Snapshot, Value extends string | number | boolean | undefined>(
  actor: ReadableActor<Snapshot> | null | undefined,
  read: (snapshot: Snapshot) => Value,
  fallback: Value,
): Value {
  const subscribe = useActorSubscription(actor);
  const current = () => (actor ? read(actor.getSnapshot()) : fallback);
  return useSyncExternalStore(subscribe, current, current);
}

/** An actor's snapshot (undefined while there is no actor), kept current; xstate keeps a snapshot's identity until it changes. */
export function useActorSnapshot<Snapshot>(actor: ReadableActor<Snapshot> | null | undefined): Snapshot | undefined {
  const subscribe = useActorSubscription(actor);
  const current = () => actor?.getSnapshot();
  return useSyncExternalStore(subscribe, current, current);
}

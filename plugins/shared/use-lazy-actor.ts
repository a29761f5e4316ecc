'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { useActorSnapshot, type ReadableActor } from './use-actor-value';

/** What a started actor offers the page: read, send, stop. */
export interface StartedActor<Snapshot, Event> extends ReadableActor<Snapshot> {
  send(event: Event): void;
  stop(): void;
}

/**
 * An actor whose machine (and xstate) loads when the shopper first acts, so it stays off the
 * page's first load. Until then `snapshot` is undefined and the component renders from the
 * machine's starting snapshot (its `…BeforeStart`). `send` starts the actor if need be, then
 * sends; `running` is the actor once started, for events that must not start it (a resize).
 * `start` runs once, when first needed; it reads the component's latest props.
 */
export function useLazyActor<Snapshot, Event>(start: () => Promise<StartedActor<Snapshot, Event>>) {
  const [running, setRunning] = useState<StartedActor<Snapshot, Event>>();
  const starting = useRef<Promise<StartedActor<Snapshot, Event>>>(undefined);
  const latestStart = useRef(start);
  useEffect(() => {
    latestStart.current = start;
  }, [start]);
  useEffect(
    () => () => {
      running?.stop();
    },
    [running],
  );
  const ensure = useCallback(
    () =>
      (starting.current ??= latestStart.current().then((started) => {
        setRunning(started);
        return started;
      })),
    [],
  );
  const send = useCallback((event: Event) => void ensure().then((started) => started.send(event)), [ensure]);
  return { running, snapshot: useActorSnapshot(running), send, preload: ensure };
}

import { startTransition, useEffect, useRef, useState } from 'react';
import { afterFirstPaint } from './after-first-paint';
import { loadInTurn } from './load-in-turn';

/**
 * When an island's code loads by itself:
 * - `hydrated`: as soon as the island runs in the browser (and is enabled);
 * - `idle`: once the page has painted and the browser is idle, or at the shopper's first input.
 * A section below the fold enables its island when it comes near the screen (`useNearViewport`).
 */
export type IslandTrigger = 'hydrated' | 'idle';

export interface IslandCode<Code> {
  /** The loaded module, once it is there. */
  code: Code | undefined;
  /** The module could not be loaded (offline, a new deployment): the island keeps or hides its fallback. */
  failed: boolean;
}

const waiting = { code: undefined, failed: false };

/**
 * The code of an island that its page loads without being asked (the one owner of that pattern):
 * loaded in turn with the page's other islands (`loadInTurn`), and handed to React as a
 * transition, so drawing it is sliced into short tasks instead of one block. `load` is read when
 * the code is first needed; while `enabled` is false nothing loads (a staff tool for a shopper,
 * a section still far below the screen).
 */
export function useIslandCode<Code>(load: () => Promise<Code>, when: IslandTrigger, enabled = true): IslandCode<Code> {
  const [state, setState] = useState<IslandCode<Code>>(waiting);
  const latestLoad = useRef(load);
  useEffect(() => {
    latestLoad.current = load;
  }, [load]);
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    const start = () =>
      void loadInTurn(() => latestLoad.current()).then(
        (code) => live && startTransition(() => setState({ code, failed: false })),
        () => live && startTransition(() => setState({ code: undefined, failed: true })),
      );
    if (when === 'hydrated') start();
    else void afterFirstPaint().then(() => live && start());
    return () => {
      live = false;
    };
  }, [enabled, when]);
  return enabled ? state : waiting;
}

import { expect, it } from 'vitest';
import {
  createActor,
  fromPromise,
  SimulatedClock,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type EventFromLogic,
  type InputFrom,
  type SnapshotFrom,
  type StateValue,
} from 'xstate';
import { getAdjacencyMap, getShortestPaths, getStateNodes, serializeSnapshot } from 'xstate/graph';

/** 'busy.shortening' for { busy: 'shortening' }; parallel regions joined with '|'. */
export function stateKey(value: StateValue): string {
  if (typeof value === 'string') return value;
  return Object.entries(value)
    .map(([key, child]) => (child === undefined || (typeof child === 'object' && Object.keys(child).length === 0) ? key : `${key}.${stateKey(child as StateValue)}`))
    .join('|');
}

/** Every delayed (`after`) transition event of the machine, so traversal takes timers too. */
export function delayedEvents<M extends AnyStateMachine>(machine: M): Array<EventFromLogic<M>> {
  const events: Array<EventFromLogic<M>> = [];
  for (const node of getStateNodes(machine.root)) {
    for (const transition of node.after) events.push({ type: transition.eventType } as EventFromLogic<M>);
  }
  return events;
}

export interface PathTestOptions<M extends AnyStateMachine> {
  machine: M;
  input?: InputFrom<M>;
  /**
   * Events explored in every state: user events, invoked actors' outcomes
   * (`xstate.done.actor.<id>` with an output, `xstate.error.actor.<id>`), and any other the
   * machine reacts to. Delayed transitions are added automatically.
   */
  events: Array<EventFromLogic<M>>;
  /** What the user sees in each state (keyed by stateKey); every reached state needs one. */
  expectations: Record<string, (snapshot: SnapshotFrom<M>) => void>;
  /** Traversal stops after this many distinct snapshots (machines with growing context). */
  limit?: number;
}

interface TransitionCase<M extends AnyStateMachine> {
  name: string;
  steps: Array<EventFromLogic<M>>;
  target: SnapshotFrom<M>;
}

function transitionCases<M extends AnyStateMachine>(options: PathTestOptions<M>): Array<TransitionCase<M>> {
  const events = [...options.events, ...delayedEvents(options.machine)];
  const traversal = { events, input: options.input, limit: options.limit ?? 500 } as never;
  const paths = getShortestPaths(options.machine, traversal);
  const stepsTo = new Map<string, Array<EventFromLogic<M>>>();
  for (const path of paths) {
    stepsTo.set(serializeSnapshot(path.state as never), path.steps.map((step) => step.event as EventFromLogic<M>));
  }
  const adjacency = getAdjacencyMap(options.machine, traversal) as Record<
    string,
    { state: SnapshotFrom<M>; transitions: Record<string, { event: EventFromLogic<M>; state: SnapshotFrom<M> }> }
  >;
  const cases: Array<TransitionCase<M>> = [];
  const seen = new Set<string>();
  const namesUsed = new Map<string, number>();
  for (const [key, { state, transitions }] of Object.entries(adjacency)) {
    const prefix = stepsTo.get(key);
    if (!prefix) continue;
    for (const { event, state: next } of Object.values(transitions)) {
      // An event the state ignores is not a transition (expectations assert what is disabled).
      if (serializeSnapshot(next as never) === key) continue;
      const base = `${stateKey((state as AnyMachineSnapshot).value)} —${event.type}→ ${stateKey((next as AnyMachineSnapshot).value)}`;
      const unique = `${base}|${key}|${serializeSnapshot(next as never)}`;
      if (seen.has(unique)) continue;
      seen.add(unique);
      // The same states with other context (e.g. another output) get a numbered name.
      const count = (namesUsed.get(base) ?? 0) + 1;
      namesUsed.set(base, count);
      cases.push({ name: count === 1 ? base : `${base} (#${count})`, steps: [...prefix, event], target: next });
    }
  }
  return cases;
}

/** A live actor of the machine whose actors never settle: the test drives every outcome. */
export function replay<M extends AnyStateMachine>(machine: M, input: InputFrom<M> | undefined, steps: Array<EventFromLogic<M>>) {
  const stalled = Object.fromEntries(
    Object.keys(machine.implementations.actors).map((name) => [name, fromPromise(() => new Promise<never>(() => {}))]),
  );
  const clock = new SimulatedClock();
  const actor = createActor(machine.provide({ actors: stalled } as never), { input, clock } as never);
  actor.start();
  for (const step of steps) actor.send(step);
  const snapshot = actor.getSnapshot() as SnapshotFrom<M>;
  actor.stop();
  return snapshot;
}

/**
 * Registers one test per transition of the machine (every state reached, every event taken,
 * timers included): the path to it is replayed in a live actor, the state must match the model,
 * and the expectation for the state the user lands in must hold. A final test fails when a state
 * node is never reached.
 */
export function itTakesEveryTransition<M extends AnyStateMachine>(options: PathTestOptions<M>): void {
  const cases = transitionCases(options);
  const reached = new Set<string>();
  for (const testCase of cases) {
    for (const node of (testCase.target as unknown as { _nodes: Array<{ id: string }> })._nodes) reached.add(node.id);
    it(`path: ${testCase.name}`, () => {
      const snapshot = replay(options.machine, options.input, testCase.steps);
      const reachedKey = stateKey((snapshot as AnyMachineSnapshot).value);
      expect(reachedKey).toBe(stateKey((testCase.target as AnyMachineSnapshot).value));
      const expectation = options.expectations[reachedKey];
      if (!expectation) throw new Error(`No expectation for what the user sees in state "${reachedKey}"`);
      expectation(snapshot);
    });
  }
  it('path: every state node is reached', () => {
    // A choice state with an unguarded `always` is passed through, never rested in.
    const transient = (node: { always?: Array<{ guard?: unknown }> }) => (node.always ?? []).some((t) => !t.guard);
    const all = getStateNodes(options.machine.root)
      .filter((node) => !transient(node as never))
      .map((node) => node.id);
    const unreached = all.filter((id) => !reached.has(id) && id !== options.machine.root.id);
    expect(unreached).toEqual([]);
  });
}

/**
 * Island code that a page loads by itself (after hydration, when idle, or when a section nears the
 * screen) loads one module at a time, each started from a background task of its own.
 *
 * Why: a hydrated product page asks for about ten modules at once (the buy box's machine, the
 * delivery countdown, social proof, the sections near the screen). Started together from the
 * hydration's effects they were one task of about 70 ms on a throttled phone (every chunk's
 * script element and request is made synchronously), and each then rendered as one block.
 * In turn, each load's request, evaluation and render is a short task of its own, and the
 * shopper's input runs between them. Code the shopper asked for (a press) does not queue.
 */
let previous: Promise<unknown> = Promise.resolve();

/** A load still under way after this long (a stalled request) no longer holds up the others. */
export const LONGEST_TURN_MS = 3_000;

export function loadInTurn<Code>(load: () => Promise<Code>): Promise<Code> {
  const turn = previous.then(backgroundTask).then(load);
  previous = Promise.race([turn.catch(() => undefined), new Promise((resolve) => setTimeout(resolve, LONGEST_TURN_MS))]);
  return turn;
}

interface TaskScheduler {
  postTask(callback: () => void, options: { priority: 'background' }): Promise<void>;
}

/** A task after the ones already queued: the page's own rendering and input go first. */
function backgroundTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Partial<TaskScheduler> }).scheduler;
  if (typeof scheduler?.postTask === 'function') return scheduler.postTask(() => undefined, { priority: 'background' });
  return new Promise((resolve) => setTimeout(resolve, 0));
}

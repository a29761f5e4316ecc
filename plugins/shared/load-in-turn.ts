/**
 * Island code that a page loads by itself (after hydration, when idle, or when a section nears the
 * screen) is asked for one module per background task, in the order asked.
 *
 * Why: a hydrated product page asks for about ten modules at once (the buy box's machine, the
 * delivery countdown, social proof, the sections near the screen). Started together from the
 * hydration's effects they were one task of about 70 ms on a throttled phone: every chunk's
 * script element and request is made synchronously. Started in turn, each is a short task, and
 * the page's rendering and the shopper's input run between them. The loads themselves overlap:
 * a module does not wait for the one before it to arrive, so a section the shopper scrolls to is
 * not held up by the others. Code the shopper asked for (a press) does not queue.
 */
let lastStart: Promise<void> = Promise.resolve();

export function loadInTurn<Code>(load: () => Promise<Code>): Promise<Code> {
  lastStart = lastStart.then(backgroundTask);
  return lastStart.then(load);
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

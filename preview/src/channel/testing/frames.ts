/**
 * In-memory windows for channel tests, with postMessage's real rules: delivery is asynchronous,
 * only to a recipient whose origin matches `targetOrigin` (or '*'), and the event carries the
 * sender's origin and — as `source` — the very object the recipient uses to reach the sender.
 */
type Listener = (event: MessageEvent) => void;

export interface WindowHandle {
  postMessage(message: unknown, targetOrigin: string): void;
}

export class TestWindow {
  readonly listeners = new Set<Listener>();
  readonly location: { ancestorOrigins?: { length: number; item(index: number): string | null } } = {};
  parent: WindowHandle | null = null;
  /** What each other window holds to reach this one. */
  private readonly handles = new Map<TestWindow, WindowHandle>();

  constructor(readonly origin: string) {}

  addEventListener(_type: 'message', listener: Listener): void {
    this.listeners.add(listener);
  }

  removeEventListener(_type: 'message', listener: Listener): void {
    this.listeners.delete(listener);
  }

  /** The handle `sender` uses to post to this window. */
  handleFor(sender: TestWindow): WindowHandle {
    let handle = this.handles.get(sender);
    if (!handle) {
      handle = {
        postMessage: (message, targetOrigin) => {
          if (targetOrigin !== '*' && targetOrigin !== this.origin) return;
          const data = structuredClone(message);
          const event = { data, origin: sender.origin, source: sender.handleFor(this) } as unknown as MessageEvent;
          setTimeout(() => this.listeners.forEach((listener) => listener(event)), 0);
        },
      };
      this.handles.set(sender, handle);
    }
    return handle;
  }
}

/** A parent window framing a child: `child.parent` and the iframe's `contentWindow`. */
export function frame(parent: TestWindow, child: TestWindow, options: { ancestorOrigins?: boolean } = {}) {
  child.parent = parent.handleFor(child);
  if (options.ancestorOrigins) child.location.ancestorOrigins = { length: 1, item: (index) => (index === 0 ? parent.origin : null) };
  return { iframe: { contentWindow: child.handleFor(parent) } };
}

/** Lets queued messages (and the messages they cause) be delivered. */
export async function deliver(rounds = 4): Promise<void> {
  for (let round = 0; round < rounds; round += 1) await new Promise((resolve) => setTimeout(resolve, 0));
}

/** Records what a window receives. */
export function recorder(target: TestWindow): Array<{ data: unknown; origin: string }> {
  const received: Array<{ data: unknown; origin: string }> = [];
  target.addEventListener('message', (event) => received.push({ data: event.data, origin: event.origin }));
  return received;
}

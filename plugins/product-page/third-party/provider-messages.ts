/**
 * Messages from a provider's frame are believed only when they come from that frame's window and
 * from the origin its page was loaded from: the hosted provider's origin, or — for an embedded
 * provider's page, sandboxed without allow-same-origin — the opaque origin 'null', which is then
 * told apart from any other sandboxed document only by its window (checked first).
 */
export function expectedFrameOrigin(frameUrl: string, pageOrigin: string): string {
  const origin = new URL(frameUrl, pageOrigin).origin;
  return origin === pageOrigin ? 'null' : origin;
}

export function isFromFrame(event: Pick<MessageEvent, 'source' | 'origin'>, frame: HTMLIFrameElement | null, expectedOrigin: string): boolean {
  return frame !== null && event.source !== null && event.source === frame.contentWindow && event.origin === expectedOrigin;
}

/** The sandbox of a provider frame: a same-origin (embedded) page never gets allow-same-origin. */
export function frameSandbox(frameUrl: string, pageOrigin: string, needs: { scripts?: boolean; forms?: boolean }): string {
  const crossOrigin = new URL(frameUrl, pageOrigin).origin !== pageOrigin;
  return [needs.scripts ? 'allow-scripts' : '', needs.forms ? 'allow-forms' : '', needs.scripts && crossOrigin ? 'allow-same-origin' : ''].filter(Boolean).join(' ');
}

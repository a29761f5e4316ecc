import 'server-only';
import { cookies } from 'next/headers';
import { DRAFT_MODE_COOKIE } from './policy';

/**
 * Next.js sets the draft-mode cookie as a plain third-party-capable cookie (SameSite=None), which
 * browsers that block third-party cookies drop inside the studio's frame (the studio and the
 * brand sites are different sites). Set as a partitioned cookie (CHIPS) it is kept per framing
 * site: entering draft mode inside the studio's frame works there, and at the top level alike.
 * Partitioned cookies must be Secure: fine on https and on *.localhost (a secure context).
 */
function canBeSecure(request: Request): boolean {
  const url = new URL(request.url);
  const host = (request.headers.get('x-forwarded-host') ?? request.headers.get('host') ?? url.host).replace(/:\d+$/, '');
  const protocol = request.headers.get('x-forwarded-proto') ?? url.protocol.replace(/:$/, '');
  return protocol === 'https' || host === 'localhost' || host.endsWith('.localhost');
}

/** Call right after `draftMode().enable()`: re-sets its cookie partitioned. */
export async function partitionDraftCookie(request: Request): Promise<void> {
  if (!canBeSecure(request)) return;
  const store = await cookies();
  const value = store.get(DRAFT_MODE_COOKIE)?.value;
  if (!value) return;
  store.set({ name: DRAFT_MODE_COOKIE, value, httpOnly: true, secure: true, sameSite: 'none', partitioned: true, path: '/' });
}

/** Call right after `draftMode().disable()`: expires the partitioned cookie too. */
export async function expirePartitionedDraftCookie(request: Request): Promise<void> {
  if (!canBeSecure(request)) return;
  (await cookies()).set({ name: DRAFT_MODE_COOKIE, value: '', httpOnly: true, secure: true, sameSite: 'none', partitioned: true, path: '/', expires: new Date(0) });
}

/**
 * Search personalisation (L §6, §7): the user token sent with searches is the user id of a
 * signed-in shopper and the guest cookie's value for a guest.
 */

/** The viewer as the shopper service reports it (structurally the same as its Viewer). */
export type SearchViewer = { kind: 'guest' } | { kind: 'signed-in'; userId: string } | null | undefined;

/** A guest is anyone the user record marks as guest, or who is unknown (L §6). */
export function isGuest(viewer: SearchViewer): boolean {
  return viewer?.kind !== 'signed-in';
}

/** Characters the search service accepts in a user token, and its length limit. */
const tokenPattern = /^[A-Za-z0-9_=+/-]{1,129}$/;

function asToken(value: string | undefined | null): string | undefined {
  const trimmed = value?.trim();
  return trimmed && tokenPattern.test(trimmed) ? trimmed : undefined;
}

/**
 * The user token: the user id when signed in, else the guest cookie. A guest is anyone the user
 * record marks as guest or who is unknown. A value the search service would reject is not sent.
 */
export function searchUserToken(viewer: SearchViewer, guestCookie: string | undefined | null): string | undefined {
  if (viewer?.kind === 'signed-in') return asToken(viewer.userId) ?? asToken(guestCookie);
  return asToken(guestCookie);
}

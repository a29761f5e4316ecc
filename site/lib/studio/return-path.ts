/**
 * Where to go after signing in: a studio path only (never another site, never the sign-in page
 * itself), so a crafted `next` cannot turn the sign-in into an open redirect.
 */
export function studioReturnPath(candidate: string | null | undefined): string {
  if (!candidate || !candidate.startsWith('/studio') || candidate.startsWith('//') || /[\\\s]/.test(candidate)) return '/studio';
  if (candidate.startsWith('/studio/sign-in')) return '/studio';
  if (candidate !== '/studio' && !candidate.startsWith('/studio/') && !candidate.startsWith('/studio?')) return '/studio';
  return candidate;
}

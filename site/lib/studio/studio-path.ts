/** Whether a request path (as the proxy records it, query included) is one of the studio's pages. */
export function isStudioPath(path: string | null | undefined): boolean {
  if (!path) return false;
  return path === '/studio' || path.startsWith('/studio/') || path.startsWith('/studio?');
}

import type { ContentApiHandler } from './delivery/api';

/**
 * Answers a web-standard Request with the content API handler, for route handlers such as
 * Next.js' `app/_content/[...path]/route.ts`: `export const GET = (r: Request) => handleFetchRequest(api.handle, r)`.
 */
export async function handleFetchRequest(handle: ContentApiHandler, request: Request): Promise<Response> {
  const headers: Record<string, string> = {};
  request.headers.forEach((value, name) => {
    headers[name] = value;
  });
  const answer = await handle({ method: request.method, url: request.url, headers });
  return new Response(answer.body === '' ? null : answer.body, { status: answer.status, headers: answer.headers });
}

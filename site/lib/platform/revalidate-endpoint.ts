import 'server-only';
import { NextResponse } from 'next/server';
import { z } from 'zod';
import { errorResponse } from './error-response';
import { readJsonBody } from './http';
import { expireTagsInThisRequest, isRevalidateSecret, REVALIDATE_SECRET_HEADER } from './page-cache';

const revalidateBody = z.object({ tags: z.array(z.string().min(1).max(256)).min(1).max(10_000) });

/** Expires the given cache tags; only for the process's own secret (nobody else may drop its cache). */
export async function revalidateTagsResponse(request: Request): Promise<NextResponse> {
  if (!isRevalidateSecret(request.headers.get(REVALIDATE_SECRET_HEADER))) return errorResponse(403, 'Only this server may revalidate its cache.');
  const body = await readJsonBody(request, revalidateBody, 2 * 1024 * 1024);
  if (!body.ok) return body.response;
  const headers = expireTagsInThisRequest(body.data.tags);
  return NextResponse.json({ revalidated: body.data.tags.length }, { headers });
}

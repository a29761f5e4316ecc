import { draftMode } from 'next/headers';
import { NextResponse } from 'next/server';
import { expirePartitionedDraftCookie } from '@/lib/preview/draft-cookie';

export async function GET(request: Request) {
  (await draftMode()).disable();
  await expirePartitionedDraftCookie(request);
  return new NextResponse(null, { status: 307, headers: { Location: '/', 'Cache-Control': 'no-store' } });
}

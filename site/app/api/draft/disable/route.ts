import { draftMode } from 'next/headers';
import { NextResponse } from 'next/server';

export async function GET() {
  (await draftMode()).disable();
  return new NextResponse(null, { status: 307, headers: { Location: '/', 'Cache-Control': 'no-store' } });
}

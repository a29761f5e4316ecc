import { tryOnResponse } from '@/lib/third-party/api-handlers';

/** GET /_api/third-party/try-on/{productKey}: whether the product can be tried on (P §7, §8). */
export async function GET(_request: Request, { params }: { params: Promise<{ productKey: string }> }) {
  return tryOnResponse((await params).productKey);
}

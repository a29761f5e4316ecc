import { viewer3dResponse } from '@/lib/third-party/api-handlers';

/** GET /_api/third-party/3d-viewer/{modelId}: the 3D model's frame (P §2), or that it is not available. */
export async function GET(_request: Request, { params }: { params: Promise<{ modelId: string }> }) {
  return viewer3dResponse((await params).modelId);
}

import { uploadAssetHandler } from '@/lib/studio/asset-upload-handler';
import { studioDeps } from '@/lib/studio/deps';

export const dynamic = 'force-dynamic';

/** POST /_api/studio/assets (multipart: file, title?): upload and publish an image asset. */
export async function POST(request: Request) {
  return uploadAssetHandler(request, await studioDeps());
}

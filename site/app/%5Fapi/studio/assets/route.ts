import { uploadAssetHandler } from '@/lib/server/studio/asset-upload-handler';
import { studioDeps } from '@/lib/server/studio/deps';

export const dynamic = 'force-dynamic';

/** POST /_api/studio/assets (multipart: file, title?): upload and publish an image asset. */
export async function POST(request: Request) {
  return uploadAssetHandler(request, await studioDeps());
}

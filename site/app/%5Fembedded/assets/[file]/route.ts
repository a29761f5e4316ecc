import { embeddedAsset } from '@/lib/third-party/embedded-assets';

/** The embedded providers' stylesheets and script. */
export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  return embeddedAsset((await params).file);
}

import { notFound } from 'next/navigation';
import { openStudioScreen } from '@/lib/studio/studio-page';

/** Any other /studio path: signed-out visitors go to sign in first, editors get the studio's 404. */
export default async function StudioUnknown({ params }: { params: Promise<{ rest: string[] }> }) {
  await openStudioScreen(`/studio/${(await params).rest.map(encodeURIComponent).join('/')}`);
  notFound();
}

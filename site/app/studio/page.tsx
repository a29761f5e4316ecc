import { redirect } from 'next/navigation';
import { getSite } from '@/lib/platform/request-site';

/** /studio opens the page list of the brand site whose host the studio is on. */
export default async function StudioHome() {
  redirect(`/studio/sites/${(await getSite()).id}`);
}

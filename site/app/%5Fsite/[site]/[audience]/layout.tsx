import type { ReactNode } from 'react';
import { audienceOfSegment, renderedSegment, siteOfSegment } from '@/lib/platform/site-segment';

type Props = { params: Promise<{ site: string; audience: string }>; children: ReactNode };

/** Records the site and audience for the 404 page, which Next.js renders without params. */
export default async function AudienceLayout({ params, children }: Props) {
  const [site, audience] = await Promise.all([siteOfSegment(params), audienceOfSegment(params)]);
  Object.assign(renderedSegment(), { site, audience });
  return children;
}

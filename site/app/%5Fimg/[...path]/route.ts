import { serveImage } from '@/lib/embedded/images';

export const dynamic = 'force-dynamic';

/** Generated product, swatch and campaign imagery, sized by the Contentful Images API parameters. */
export const GET = (request: Request) => serveImage(request);

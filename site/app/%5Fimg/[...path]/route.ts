import { serveImage } from '@/lib/embedded/image-endpoint';

export const dynamic = 'force-dynamic';

/** Generated product, swatch and campaign imagery, sized by the Contentful Images API parameters. */
export const GET = (request: Request) => serveImage(request);

import { serveVideo } from '@/lib/embedded/videos';

export const dynamic = 'force-dynamic';

/** Product films (gallery and social preview), with byte ranges so browsers can play and seek them. */
export const GET = (request: Request) => serveVideo(request);
export const HEAD = (request: Request) => serveVideo(request);

import { embeddedProviderResponse } from '@/lib/third-party/embedded-providers';

type Context = { params: Promise<{ provider: string; path: string[] }> };

/** The embedded third-party providers (3D viewer, try-on, fit service, product content, review form), as their vendors serve them. */
export async function GET(request: Request, { params }: Context) {
  const { provider, path } = await params;
  return embeddedProviderResponse(request, provider, path);
}

export async function POST(request: Request, { params }: Context) {
  const { provider, path } = await params;
  return embeddedProviderResponse(request, provider, path);
}

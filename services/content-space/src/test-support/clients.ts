import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createClient, type ContentfulClientApi } from 'contentful';
import { createInProcessAdapter } from '../axios-adapter';
import type { ContentApi, ContentApiResponse } from '../delivery/api';
import { toNodeListener } from '../node-listener';

/** The real Contentful SDK talking to the handler in-process, configured as the site will be. */
export function sdkClient(api: ContentApi, space: string, accessToken: string, environment = 'master'): ContentfulClientApi<undefined> {
  return createClient({
    space,
    environment,
    accessToken,
    host: 'localhost',
    insecure: true,
    basePath: '/_content',
    retryOnError: false,
    adapter: createInProcessAdapter(api.handle, { basePath: '/_content' }),
  });
}

export interface ItemJson {
  metadata?: { tags: { sys: { id: string } }[] };
  sys: { id: string; type: string; locale?: string; revision?: number; contentType?: { sys: { id: string } }; [key: string]: unknown };
  fields: Record<string, unknown>;
}

export interface ArrayJson {
  sys: { type: string };
  total: number;
  skip: number;
  limit: number;
  items: ItemJson[];
  includes?: { Entry?: ItemJson[]; Asset?: ItemJson[] };
  errors?: { sys: { id: string; type: string }; details: { type: string; linkType: string; id: string } }[];
}

export interface ErrorJson {
  sys: { type: string; id: string };
  message: string;
  details?: { errors?: Record<string, unknown>[] } & Record<string, unknown>;
  requestId: string;
}

/** Calls the handler directly and parses the JSON answer (typed as T; errors come back as ErrorJson). */
export async function getJson<T = ArrayJson>(
  api: ContentApi,
  path: string,
  token: string | undefined,
): Promise<{ status: number; headers: ContentApiResponse['headers']; body: T }> {
  const answer = await api.handle({ method: 'GET', url: path, headers: token ? { authorization: `Bearer ${token}` } : {} });
  return { status: answer.status, headers: answer.headers, body: JSON.parse(answer.body) as T };
}

/** A real HTTP server around the handler on a free port. */
export async function startHttpServer(api: ContentApi): Promise<{ origin: string; close(): Promise<void> }> {
  const server: Server = createServer(toNodeListener(api.handle));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}

/** The ids of an Array answer's items, sorted, for comparing sets when no order was asked for. */
export function idsOf(body: { items?: unknown }): string[] {
  return ((body.items as { sys: { id: string } }[] | undefined) ?? []).map((item) => item.sys.id).sort();
}

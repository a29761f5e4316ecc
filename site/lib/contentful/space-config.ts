import { usesEmbeddedContent } from '../embedded/defaults';

/**
 * Which Contentful space the site reads, from the environment alone (no SDK, no database), so
 * the request proxy and the preview policy can ask without loading the content client.
 */
export interface RealSpaceConfig {
  space: string;
  environment: string;
  deliveryToken: string;
  previewToken: string | undefined;
  /** API hosts: Contentful's by default; other regions (cdn.eu.contentful.com) or a proxy when set. */
  deliveryHost: string;
  previewHost: string;
  insecure: boolean;
}

type Env = Readonly<Record<string, string | undefined>>;

export function realSpaceConfig(env: Env = process.env): RealSpaceConfig | undefined {
  if (usesEmbeddedContent(env)) return undefined;
  return {
    space: env.CONTENTFUL_SPACE_ID!.trim(),
    environment: env.CONTENTFUL_ENVIRONMENT?.trim() || 'master',
    deliveryToken: env.CONTENTFUL_ACCESS_TOKEN!.trim(),
    previewToken: env.CONTENTFUL_PREVIEW_ACCESS_TOKEN?.trim() || undefined,
    deliveryHost: env.CONTENTFUL_HOST?.trim() || 'cdn.contentful.com',
    previewHost: env.CONTENTFUL_PREVIEW_HOST?.trim() || 'preview.contentful.com',
    insecure: env.CONTENTFUL_INSECURE === 'true',
  };
}


/** The locale content is read in (CONTENTFUL_LOCALE); undefined means the space's default. */
export function contentLocale(env: Env = process.env): string | undefined {
  return env.CONTENTFUL_LOCALE?.trim() || undefined;
}

import { usesEmbeddedContent } from '../embedded/defaults';

type Env = Readonly<Record<string, string | undefined>>;

/** Where the embedded space's editor (the studio) opens an entry. */
export const STUDIO_ENTRY_PATH = '/studio/entries';

/**
 * The link that opens a CMS entry for editing (the staff "Edit Page Content" link, L §6): the
 * entry in Contentful's web app on a real space, else in the embedded space's studio (a later
 * issue: until it exists the link answers 404). Undefined without an entry.
 */
export function entryEditUrl(entryId: string | undefined, env: Env = process.env): string | undefined {
  const id = entryId?.trim();
  if (!id) return undefined;
  return `${entryEditUrlPrefix(env)}${encodeURIComponent(id)}`;
}

/** The edit link without its (URL-encoded) entry id: staff tools in the browser complete it. */
export function entryEditUrlPrefix(env: Env = process.env): string {
  // The same test the content client makes (a space id and a token mean a real space).
  if (usesEmbeddedContent(env)) return `${STUDIO_ENTRY_PATH}/`;
  const space = encodeURIComponent(env.CONTENTFUL_SPACE_ID!.trim());
  const environment = encodeURIComponent(env.CONTENTFUL_ENVIRONMENT?.trim() || 'master');
  return `https://app.contentful.com/spaces/${space}/environments/${environment}/entries/`;
}

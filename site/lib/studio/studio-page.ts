import 'server-only';
import { cookies, headers } from 'next/headers';
import { fascias } from '@storefront/sites/fascias';
import { getDb } from '../platform/db';
import { CSRF_COOKIE } from '../platform/http';
import { requireStudioEditor } from './access';
import { studioSites } from './site-origins';
import { studioContentFor } from './studio-content';

/**
 * What every studio screen starts with: the signed-in editor (anyone else is sent to sign in),
 * the brand sites, the CSRF token for its forms, and the content adapter acting as the editor.
 */
export async function openStudioScreen(currentPath: string) {
  const db = await getDb();
  const editor = await requireStudioEditor(currentPath, db);
  const requestHeaders = await headers();
  const csrfToken = (await cookies()).get(CSRF_COOKIE)?.value ?? '';
  const sites = studioSites(fascias, requestHeaders.get('x-forwarded-host') ?? requestHeaders.get('host'));
  const siteColours = Object.fromEntries(fascias.map((site) => [site.id, site.theme.accent]));
  return { db, editor, csrfToken, sites, siteColours, content: () => studioContentFor(editor) };
}

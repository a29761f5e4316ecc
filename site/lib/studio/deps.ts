import 'server-only';
import { fascias } from '@storefront/sites/fascias';
import { getDb } from '../platform/db';
import type { StudioApiDeps } from './handler-kit';
import { studioContentFor } from './studio-content';

/** The process's database, content adapter and sites, for the studio's routes. */
export async function studioDeps(): Promise<StudioApiDeps> {
  return { db: await getDb(), contentFor: (editor) => studioContentFor(editor), sites: fascias };
}

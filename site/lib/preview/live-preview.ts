import 'server-only';
import { headers } from 'next/headers';
import type { FasciaConfig } from '@storefront/sites/fascias';
import { getContentSource } from '../contentful/client';
import type { ContentfulLivePreviewConfig } from '../contentful/live-preview';
import { contentfulLivePreviewSettings, fieldTagLocale, previewParentOrigins, type RequestHost } from './policy';
import { log } from '../platform/log';

/** What a page in draft mode needs to run the live preview in the browser. */
export interface LivePreviewSetup {
  /** Parent origins the studio may run on. */
  allowedOrigins: string[];
  /** The locale the field tags name. */
  contentLocale: string;
  /** Contentful's live preview, on a real space only. */
  contentful: ContentfulLivePreviewConfig | undefined;
}

async function requestHost(): Promise<RequestHost> {
  const requestHeaders = await headers();
  const host = requestHeaders.get('x-forwarded-host') ?? requestHeaders.get('host') ?? 'localhost';
  const protocol = requestHeaders.get('x-forwarded-proto') ?? (host.startsWith('localhost') || host.includes('.localhost') ? 'http' : 'https');
  return { protocol, host };
}

/** The live-preview setup of a page shown in draft mode (never called for published pages). */
export async function loadLivePreviewSetup(pageId: string, site: FasciaConfig): Promise<LivePreviewSetup> {
  const settings = contentfulLivePreviewSettings('preview', site.locale);
  let contentful: ContentfulLivePreviewConfig | undefined;
  if (settings) {
    try {
      const entry = await (await getContentSource('preview')).findLivePreviewEntry(pageId);
      if (entry) contentful = { ...settings, entry };
    } catch (error) {
      // The page still previews; only Contentful's live updates are missing.
      log.warn('preview.contentful_entry_failed', { pageId, error: String(error) });
    }
  }
  return { allowedOrigins: previewParentOrigins(await requestHost()), contentLocale: fieldTagLocale(site.locale), contentful };
}

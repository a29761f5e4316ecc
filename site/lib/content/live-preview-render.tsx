'use server';

import 'server-only';
import { draftMode } from 'next/headers';
import { z } from 'zod';
import { cmsEntrySchema, MAX_MESSAGE_CHARS, previewViewerSchema } from '@storefront/preview/channel/protocol';
import type { PreviewRenderOutcome } from '@storefront/preview/channel/SiteBridge.tsx';
import { pagePath } from '@storefront/cms-models/page-path';
import { PageSections } from '@storefront/plugins/core/PageSections.tsx';
import { renderers } from '@storefront/plugins/renderers';
import { resolvePageEntry } from './pages';
import { fieldTagLocale } from '../preview/policy';
import { getSite, siteContext } from '../platform/request-site';
import { getViewer } from '../shopper/viewer';

const renderInput = z.object({ entry: cmsEntrySchema, viewer: previewViewerSchema.optional() });

function sizeOf(input: unknown): number {
  try {
    return JSON.stringify(input)?.length ?? 0;
  } catch {
    return Number.POSITIVE_INFINITY;
  }
}

/**
 * Renders an editor's unsaved page entry tree for the live preview: through the same zod
 * boundary, block manifests, loaders and components as the storefront, in preview (warnings for
 * skipped blocks, preview badges). Only in draft mode, which only the preview secret unlocks.
 */
export async function renderLivePreview(input: unknown): Promise<PreviewRenderOutcome> {
  if (!(await draftMode()).isEnabled) return { ok: false, reason: 'The live preview needs draft mode: open the page through /api/draft with the preview secret.' };
  if (sizeOf(input) > MAX_MESSAGE_CHARS) return { ok: false, reason: `The entry tree is larger than ${MAX_MESSAGE_CHARS} characters.` };
  const parsed = renderInput.safeParse(input);
  if (!parsed.success) {
    return { ok: false, reason: `The entry tree is not valid: ${parsed.error.issues.slice(0, 3).map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ')}` };
  }
  const site = await getSite();
  // Each keystroke renders: skipped entries are shown to the editor, not logged every time.
  const resolution = await resolvePageEntry(parsed.data.entry, site, 'preview', { logSkips: false });
  if (!resolution.ok) return { ok: false, reason: `This page cannot be shown: ${resolution.reason}` };
  const page = resolution.page;
  const viewer = parsed.data.viewer ? { kind: parsed.data.viewer } : await getViewer();
  return {
    ok: true,
    warnings: page.warnings.length,
    sections: <PageSections page={page} renderers={renderers} viewer={viewer} site={siteContext(site)} preview pagePath={pagePath(page.slug)} contentLocale={fieldTagLocale(site.locale)} />,
  };
}

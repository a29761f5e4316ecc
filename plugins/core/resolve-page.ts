import type { z } from 'zod';
import type { CmsEntry } from '@storefront/cms-models/nodes';
import { pageModel, sectionModel, visibilityConfigModel } from '@storefront/cms-models/structure';
import { collectWarnings, type ValidationWarning } from '@storefront/cms-models/validation-warnings';
import type { AnyBlockManifest } from './manifest';
import type { ContentRegistry } from './registry';

export interface Visibility {
  hideForLoggedInUsers: boolean;
  hideForGuestUsers: boolean;
}

export interface ResolvedBlock {
  kind: 'block';
  id: string;
  contentType: string;
  content: unknown;
  data: unknown;
  visibility: Visibility;
}

/** A block that renders nothing: unknown type, invalid fields or a failed loader. */
export interface SkippedBlock {
  kind: 'skipped';
  id: string;
  contentType: string;
  reason: string;
}

export interface ResolvedSection {
  id: string;
  /** Container styling; null for a block placed directly on the page. */
  container: { backgroundColour: string | undefined; fullWidth: boolean; removeVerticalPadding: boolean } | null;
  visibility: Visibility;
  blocks: Array<ResolvedBlock | SkippedBlock>;
}

export interface ResolvedPage {
  id: string;
  title: string;
  slug: string;
  metaTitle: string | undefined;
  metaDescription: string | undefined;
  robots: string | undefined;
  fascia: string | undefined;
  sections: ResolvedSection[];
  /** Everything skipped or dropped, for logs and the preview's warning list. */
  warnings: ValidationWarning[];
}

export type PageResolution = { ok: true; page: ResolvedPage } | { ok: false; reason: string };

export type SkipListener = (warning: ValidationWarning & { pageId: string }) => void;

export interface ValidateOptions {
  registry: ContentRegistry;
  /** Called once per skipped entry (the site logs it). */
  onSkip?: SkipListener | undefined;
}

/** A validated page, with its blocks in page order for the loaders that run next (load-page.ts). */
export type PageValidation = { ok: true; page: ResolvedPage; blocks: ResolvedBlock[] } | { ok: false; reason: string };

const VISIBLE: Visibility = { hideForLoggedInUsers: false, hideForGuestUsers: false };

type VisibilityRef = { fields: z.output<typeof visibilityConfigModel.schema> } | undefined;

function visibilityOf(ref: VisibilityRef): Visibility {
  if (!ref) return VISIBLE;
  return { hideForLoggedInUsers: ref.fields.hideForLoggedInUsers, hideForGuestUsers: ref.fields.hideForGuestUsers };
}

function describe(error: z.ZodError): string {
  return error.issues
    .slice(0, 3)
    .map((issue) => (issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message))
    .join('; ');
}

/**
 * Validates a page entry tree with the block manifests (the zod boundary) and turns each block's
 * fields into its content. Nothing here throws for bad content: each entry that cannot be used
 * becomes a warning, and the page keeps everything else. Blocks' data is still undefined.
 */
export function validatePage(entry: CmsEntry, options: ValidateOptions): PageValidation {
  const warnings: ValidationWarning[] = [];
  const skip = (warning: ValidationWarning) => {
    warnings.push(warning);
    options.onSkip?.({ ...warning, pageId: entry.id });
  };

  if (entry.contentType !== pageModel.id) {
    return { ok: false, reason: `Entry ${entry.id} is a ${entry.contentType}, not a page` };
  }
  const parsedPage = collectWarnings(() => pageModel.schema.safeParse(entry.fields));
  parsedPage.warnings.forEach(skip);
  if (!parsedPage.result.success) {
    const reason = describe(parsedPage.result.error);
    skip({ entryId: entry.id, contentType: 'page', reason });
    return { ok: false, reason };
  }
  const page = parsedPage.result.data;
  const blocks: ResolvedBlock[] = [];

  const resolveBlock = (blockEntry: CmsEntry): ResolvedBlock | SkippedBlock => {
    const skipped = (reason: string): SkippedBlock => {
      skip({ entryId: blockEntry.id, contentType: blockEntry.contentType, reason });
      return { kind: 'skipped', id: blockEntry.id, contentType: blockEntry.contentType, reason };
    };
    const manifest: AnyBlockManifest | undefined = options.registry.manifestFor(blockEntry.contentType);
    if (!manifest) return skipped(`Unknown content type "${blockEntry.contentType}"`);
    const parsed = collectWarnings(() => manifest.model.schema.safeParse(blockEntry.fields));
    parsed.warnings.forEach(skip);
    if (!parsed.result.success) return skipped(describe(parsed.result.error));
    const fields = parsed.result.data as Record<string, unknown> & { visibility?: VisibilityRef };
    let content: unknown;
    try {
      content = manifest.toContent(fields, { id: blockEntry.id });
    } catch (error) {
      return skipped(`Could not prepare block: ${(error as Error).message}`);
    }
    const block: ResolvedBlock = {
      kind: 'block',
      id: blockEntry.id,
      contentType: blockEntry.contentType,
      content,
      data: undefined,
      visibility: visibilityOf(fields.visibility),
    };
    blocks.push(block);
    return block;
  };

  const sections: ResolvedSection[] = [];
  for (const item of page.sections) {
    if (item.contentType !== sectionModel.id) {
      sections.push({ id: item.id, container: null, visibility: VISIBLE, blocks: [resolveBlock(item)] });
      continue;
    }
    const parsedSection = collectWarnings(() => sectionModel.schema.safeParse(item.fields));
    parsedSection.warnings.forEach(skip);
    if (!parsedSection.result.success) {
      // Keep its place so preview can show the editor what was left out, and where.
      const reason = describe(parsedSection.result.error);
      skip({ entryId: item.id, contentType: 'section', reason });
      sections.push({ id: item.id, container: null, visibility: VISIBLE, blocks: [{ kind: 'skipped', id: item.id, contentType: 'section', reason }] });
      continue;
    }
    const section = parsedSection.result.data;
    sections.push({
      id: item.id,
      container: {
        backgroundColour: section.backgroundColour,
        fullWidth: section.fullWidth,
        removeVerticalPadding: section.removeVerticalPadding,
      },
      visibility: visibilityOf(section.visibility),
      blocks: section.content.map(resolveBlock),
    });
  }

  return {
    ok: true,
    page: {
      id: entry.id,
      title: page.title,
      slug: page.slug,
      metaTitle: page.metaTitle,
      metaDescription: page.metaDescription,
      robots: page.robots,
      fascia: page.fascia,
      sections,
      warnings,
    },
    blocks,
  };
}

/** Whether a block or section shows for this viewer. */
export function isVisibleTo(visibility: Visibility, viewer: { kind: 'guest' | 'signed-in' }): boolean {
  return viewer.kind === 'guest' ? !visibility.hideForGuestUsers : !visibility.hideForLoggedInUsers;
}

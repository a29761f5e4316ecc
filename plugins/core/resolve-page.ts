import type { z } from 'zod';
import type { CmsEntry } from '@storefront/cms-models/nodes';
import { pageModel, sectionModel, visibilityConfigModel } from '@storefront/cms-models/structure';
import { collectWarnings, type ValidationWarning } from '@storefront/cms-models/validation-warnings';
import type { AnyBlockPlugin, LoaderContext } from './plugin';
import type { BlockRegistry } from './registry';

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

export interface ResolveOptions {
  registry: BlockRegistry;
  loaderContext: LoaderContext;
  /** Called once per skipped entry (the site logs it). */
  onSkip?: (warning: ValidationWarning & { pageId: string }) => void;
  /** Loaders that take longer are abandoned and their block skipped. */
  loaderTimeoutMs?: number;
}

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

function withTimeout<T>(promise: Promise<T>, ms: number, label: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${label} timed out after ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

interface PendingBlock {
  block: ResolvedBlock;
  plugin: AnyBlockPlugin;
}

/**
 * Validates a page entry tree and runs block loaders. Nothing here throws for bad content:
 * each entry that cannot be used becomes a warning, and the page keeps everything else.
 */
export async function resolvePage(entry: CmsEntry, options: ResolveOptions): Promise<PageResolution> {
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
  const pending: PendingBlock[] = [];

  const resolveBlock = (blockEntry: CmsEntry): ResolvedBlock | SkippedBlock => {
    const skipped = (reason: string): SkippedBlock => {
      skip({ entryId: blockEntry.id, contentType: blockEntry.contentType, reason });
      return { kind: 'skipped', id: blockEntry.id, contentType: blockEntry.contentType, reason };
    };
    const plugin = options.registry.pluginFor(blockEntry.contentType);
    if (!plugin) return skipped(`Unknown content type "${blockEntry.contentType}"`);
    const parsed = collectWarnings(() => plugin.model.schema.safeParse(blockEntry.fields));
    parsed.warnings.forEach(skip);
    if (!parsed.result.success) return skipped(describe(parsed.result.error));
    const fields = parsed.result.data as Record<string, unknown> & { visibility?: VisibilityRef };
    let content: unknown;
    try {
      content = plugin.toContent(fields, { id: blockEntry.id });
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
    if (plugin.loader) pending.push({ block, plugin });
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

  // Loaders run concurrently; a failing one only loses its own block.
  const timeoutMs = options.loaderTimeoutMs ?? 5_000;
  const failed = new Map<string, string>();
  await Promise.all(
    pending.map(async ({ block, plugin }) => {
      try {
        block.data = await withTimeout(
          plugin.loader!(block.content, options.loaderContext),
          timeoutMs,
          `${block.contentType} loader`,
        );
      } catch (error) {
        failed.set(block.id, `Loader failed: ${(error as Error).message}`);
      }
    }),
  );
  if (failed.size > 0) {
    for (const section of sections) {
      section.blocks = section.blocks.map((block) => {
        const reason = block.kind === 'block' ? failed.get(block.id) : undefined;
        if (reason === undefined) return block;
        skip({ entryId: block.id, contentType: block.contentType, reason });
        return { kind: 'skipped', id: block.id, contentType: block.contentType, reason };
      });
    }
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
  };
}

/** Whether a block or section shows for this viewer. */
export function isVisibleTo(visibility: Visibility, viewer: { kind: 'guest' | 'signed-in' }): boolean {
  return viewer.kind === 'guest' ? !visibility.hideForGuestUsers : !visibility.hideForLoggedInUsers;
}

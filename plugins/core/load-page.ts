import type { CmsEntry } from '@storefront/cms-models/nodes';
import type { ValidationWarning } from '@storefront/cms-models/validation-warnings';
import type { BlockRenderers, LoaderContext } from './renderer';
import { validatePage, type PageResolution, type SkipListener } from './resolve-page';

export interface ResolveOptions {
  /** The renderers (and through them the content registry whose manifests validate the page). */
  renderers: BlockRenderers;
  loaderContext: LoaderContext;
  /** Called once per skipped entry (the site logs it). */
  onSkip?: SkipListener | undefined;
  /** Loaders that take longer are abandoned and their block skipped. */
  loaderTimeoutMs?: number;
}

function withTimeout<T>(promise: Promise<T>, ms: number, label: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${label} timed out after ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Validates a page entry tree (resolve-page.ts, manifests only) and runs its blocks' loaders (the
 * renderers'). A failing or slow loader only loses its own block, which becomes a warning.
 */
export async function resolvePage(entry: CmsEntry, options: ResolveOptions): Promise<PageResolution> {
  const validation = validatePage(entry, { registry: options.renderers.registry, onSkip: options.onSkip });
  if (!validation.ok) return validation;
  const { page, blocks } = validation;
  const skip = (warning: ValidationWarning) => {
    page.warnings.push(warning);
    options.onSkip?.({ ...warning, pageId: entry.id });
  };

  // Loaders run concurrently; a failing one only loses its own block.
  const timeoutMs = options.loaderTimeoutMs ?? 5_000;
  const failed = new Map<string, string>();
  await Promise.all(
    blocks.map(async (block) => {
      const loader = options.renderers.rendererFor(block.contentType)?.loader;
      if (!loader) return;
      try {
        block.data = await withTimeout(loader(block.content, options.loaderContext), timeoutMs, `${block.contentType} loader`);
      } catch (error) {
        failed.set(block.id, `Loader failed: ${(error as Error).message}`);
      }
    }),
  );
  if (failed.size > 0) {
    for (const section of page.sections) {
      section.blocks = section.blocks.map((block) => {
        const reason = block.kind === 'block' ? failed.get(block.id) : undefined;
        if (reason === undefined) return block;
        skip({ entryId: block.id, contentType: block.contentType, reason });
        return { kind: 'skipped', id: block.id, contentType: block.contentType, reason };
      });
    }
  }
  return { ok: true, page };
}

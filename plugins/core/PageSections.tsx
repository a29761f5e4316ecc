import { Suspense, type CSSProperties, type ReactNode } from 'react';
import { BlockBoundary } from './BlockBoundary.client';
import { createFieldTagger } from './field-tags';
import { PreviewWarning } from './PreviewWarning';
import type { BlockRenderContext, BlockRenderers, SiteContext, Viewer } from './renderer';
import { isVisibleTo, type ResolvedBlock, type ResolvedPage, type ResolvedSection, type SkippedBlock } from './resolve-page';
import styles from './PageSections.module.css';

/** Spec: the first 2 sections load images eagerly. */
export const EAGER_SECTION_COUNT = 2;

interface PageSectionsProps {
  page: ResolvedPage;
  renderers: BlockRenderers;
  viewer: Viewer;
  site: SiteContext;
  preview: boolean;
  /** Where the page is served, for links that depend on it (brand pages). */
  pagePath: string;
  /**
   * How many leading sections load their images eagerly (EAGER_SECTION_COUNT). Zero where the page
   * is drawn only in case it is needed: every eager image is a preload hint on the page it is in.
   */
  eagerSections?: number;
  /** The content locale the field tags name (Contentful's inspector mode); the site's locale by default. */
  contentLocale?: string | undefined;
}

function renderBlock(
  block: ResolvedBlock | SkippedBlock,
  renderers: BlockRenderers,
  viewer: Viewer,
  context: BlockRenderContext,
): ReactNode {
  if (block.kind === 'skipped') {
    return context.preview ? <PreviewWarning key={block.id} contentType={block.contentType} entryId={block.id} reason={block.reason} /> : null;
  }
  if (!isVisibleTo(block.visibility, viewer)) return null;
  const renderer = renderers.rendererFor(block.contentType);
  if (!renderer) return null;
  const { Component } = renderer;
  return (
    // Suspense lets a block that throws during server rendering fall back to the client,
    // where the boundary catches it; the rest of the page streams as usual.
    <Suspense key={block.id} fallback={null}>
      <BlockBoundary blockId={block.id} contentType={block.contentType} preview={context.preview}>
        <div className={styles.block} data-block-type={block.contentType} data-entry-id={block.id}>
          <Component content={block.content} data={block.data} context={context} />
        </div>
      </BlockBoundary>
    </Suspense>
  );
}

function Section({ section, children }: { section: ResolvedSection; children: ReactNode }) {
  const container = section.container;
  if (!container) {
    return (
      <div className={styles.section} data-section-id={section.id}>
        {children}
      </div>
    );
  }
  const style = container.backgroundColour ? ({ '--section-background': container.backgroundColour } as CSSProperties) : undefined;
  return (
    <section
      className={styles.section}
      data-section-id={section.id}
      data-full-width={container.fullWidth ? 'true' : undefined}
      data-no-padding={container.removeVerticalPadding ? 'true' : undefined}
      data-background={container.backgroundColour ? 'true' : undefined}
      style={style}
    >
      <div className={styles.inner}>{children}</div>
    </section>
  );
}

/** The sections of a resolved page, each block in its own boundary. */
export function PageSections({ page, renderers, viewer, site, preview, pagePath, eagerSections = EAGER_SECTION_COUNT, contentLocale }: PageSectionsProps) {
  const fieldTags = createFieldTagger({ preview, locale: contentLocale ?? site.locale });
  return (
    <>
      {page.sections.map((section, index) => {
        if (!isVisibleTo(section.visibility, viewer)) return null;
        const context: BlockRenderContext = { site, preview, pagePath, eager: index < eagerSections, fieldTags };
        const blocks = section.blocks.map((block) => renderBlock(block, renderers, viewer, context));
        if (blocks.every((block) => block === null)) return null;
        return (
          <Section key={section.id} section={section}>
            {blocks}
          </Section>
        );
      })}
    </>
  );
}

import { documentToReactComponents, type Options } from '@contentful/rich-text-react-renderer';
import { BLOCKS, INLINES, MARKS, type Document } from '@contentful/rich-text-types';
import type { ReactNode } from 'react';
import { checkUrl, safeUrl } from '@storefront/cms-models/safe-url';
import { isCmsEntry, type CmsAsset } from '@storefront/cms-models/nodes';
import type { RichTextDocument } from '@storefront/cms-models/rich-text';
import { ResponsiveImage } from '../shared/ResponsiveImage';
import { pagePath } from '@storefront/cms-models/page-path';

/** An image whose file passes the URL rule. */
function isImageAsset(value: unknown): value is CmsAsset {
  const asset = value as CmsAsset | undefined;
  return asset?.kind === 'asset' && asset.contentType.startsWith('image/') && safeUrl(asset.url, 'resource') !== undefined;
}

/** Where an entry link goes: pages by slug; anything else is not linkable. */
function entryHref(target: unknown): string | undefined {
  if (!isCmsEntry(target) || target.contentType !== 'page') return undefined;
  const slug = target.fields.slug;
  if (typeof slug !== 'string') return undefined;
  return pagePath(slug);
}

/**
 * Renders Contentful rich text as React elements — never as HTML strings — and drops link
 * targets that fail the one URL rule (javascript:, data:, protocol-relative, `/\host`…); the
 * boundary took them out already, this is the second check where the href is written.
 */
const options: Options = {
  renderMark: {
    [MARKS.CODE]: (text) => <code>{text}</code>,
  },
  renderNode: {
    [INLINES.HYPERLINK]: (node, children) => {
      const link = checkUrl(node.data.uri, 'link');
      if (!link.safe) return <>{children}</>;
      return (
        <a href={link.url} {...(link.external ? { rel: 'noopener noreferrer', target: '_blank' } : {})}>
          {children}
        </a>
      );
    },
    [INLINES.ENTRY_HYPERLINK]: (node, children) => {
      const href = entryHref(node.data.target);
      const safe = safeUrl(href);
      return safe ? <a href={safe}>{children}</a> : <>{children}</>;
    },
    [INLINES.ASSET_HYPERLINK]: (node, children) => {
      const target = node.data.target as CmsAsset | undefined;
      const href = target?.kind === 'asset' ? safeUrl(target.url, 'resource') : undefined;
      return href ? <a href={href}>{children}</a> : <>{children}</>;
    },
    [INLINES.EMBEDDED_ENTRY]: () => null,
    [BLOCKS.EMBEDDED_ENTRY]: () => null,
    [BLOCKS.EMBEDDED_ASSET]: (node) => {
      const target: unknown = node.data.target;
      if (!isImageAsset(target)) return null;
      const ratio = target.width && target.height ? target.width / target.height : undefined;
      return (
        <figure>
          <ResponsiveImage
            src={target.url}
            alt={target.description || target.title}
            aspectRatio={ratio}
            widths={[480, 800, 1200]}
            sizes="(max-width: 800px) 100vw, 800px"
          />
          {target.title ? <figcaption>{target.title}</figcaption> : null}
        </figure>
      );
    },
  },
};

export function RichText({ document }: { document: RichTextDocument }): ReactNode {
  return documentToReactComponents(document as unknown as Document, options);
}

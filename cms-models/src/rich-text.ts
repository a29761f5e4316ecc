import { z } from 'zod';
import { checkUrl, type UrlUse } from './safe-url';

/**
 * Structural check of a Contentful rich-text document. Node types are open-ended (Contentful
 * adds new ones), so only the tree shape is enforced; the renderer decides what to show.
 */
export interface RichTextNode {
  nodeType: string;
  data: Record<string, unknown>;
  content?: RichTextNode[];
  value?: string;
  marks?: Array<{ type: string }>;
}

export interface RichTextDocument extends RichTextNode {
  nodeType: 'document';
  content: RichTextNode[];
}

const MAX_DEPTH = 32;

function checkNode(node: unknown, depth: number, path: string): string | null {
  if (depth > MAX_DEPTH) return `${path}: nested too deeply`;
  if (typeof node !== 'object' || node === null) return `${path}: not a node`;
  const candidate = node as Record<string, unknown>;
  if (typeof candidate.nodeType !== 'string') return `${path}: nodeType missing`;
  if (candidate.data !== undefined && (typeof candidate.data !== 'object' || candidate.data === null)) {
    return `${path}: data must be an object`;
  }
  if (candidate.nodeType === 'text') {
    if (typeof candidate.value !== 'string') return `${path}: text node without a string value`;
    if (candidate.marks !== undefined && !Array.isArray(candidate.marks)) return `${path}: marks must be a list`;
    return null;
  }
  if (!Array.isArray(candidate.content)) return `${path}: content must be a list`;
  for (const [index, child] of candidate.content.entries()) {
    const problem = checkNode(child, depth + 1, `${path}.content[${index}]`);
    if (problem) return problem;
  }
  return null;
}

export const richTextDocumentSchema = z.custom<RichTextDocument>().superRefine((value, ctx) => {
  if (typeof value !== 'object' || value === null || (value as { nodeType?: unknown }).nodeType !== 'document') {
    ctx.addIssue({ code: 'custom', message: 'Expected a rich-text document' });
    return;
  }
  const problem = checkNode(value, 0, 'document');
  if (problem) ctx.addIssue({ code: 'custom', message: `Malformed rich text (${problem})` });
});

/** Plain text of a rich-text document, for excerpts and search. */
export function richTextToPlainText(node: RichTextNode): string {
  if (node.nodeType === 'text') return node.value ?? '';
  const separator = node.nodeType === 'document' ? '\n' : '';
  return (node.content ?? []).map(richTextToPlainText).join(separator);
}

/** The URL a rich-text node points at, and the use it has: hyperlinks link, assets are files. */
function nodeUrl(node: RichTextNode): { value: unknown; use: UrlUse; target: string } | undefined {
  if (node.nodeType === 'hyperlink') return { value: node.data.uri, use: 'link', target: 'Link' };
  if (node.nodeType === 'asset-hyperlink' || node.nodeType === 'embedded-asset-block') {
    const asset = node.data.target as { kind?: unknown; url?: unknown; id?: unknown } | undefined;
    if (asset?.kind !== 'asset') return undefined;
    return { value: asset.url, use: 'resource', target: `Asset ${String(asset.id)}` };
  }
  return undefined;
}

function safeNodes(nodes: readonly RichTextNode[], report: (reason: string) => void): RichTextNode[] {
  return nodes.flatMap((node) => {
    const url = nodeUrl(node);
    const verdict = url && checkUrl(url.value, url.use);
    const content = node.content ? safeNodes(node.content, report) : undefined;
    if (url && verdict && !verdict.safe) {
      report(`${url.target} ${JSON.stringify(String(url.value).slice(0, 80))} removed: ${verdict.reason}`);
      // A link keeps its words; an embedded file has none to keep.
      return node.nodeType === 'embedded-asset-block' ? [] : (content ?? []);
    }
    return [content ? { ...node, content } : node];
  });
}

/**
 * The document with every link and file checked by the URL rule: an unsafe hyperlink becomes
 * its plain words, an unsafe embedded file disappears, and each is reported.
 */
export function withSafeUrls(document: RichTextDocument, report: (reason: string) => void): RichTextDocument {
  return { ...document, content: safeNodes(document.content, report) };
}

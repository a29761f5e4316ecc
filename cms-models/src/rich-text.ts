import { z } from 'zod';

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

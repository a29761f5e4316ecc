import { ownName, typeLabel, type NamingRegistry } from './block-names';

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function richTextOf(node: unknown, out: string[]): void {
  if (!isObject(node)) return;
  if (node.nodeType === 'text' && typeof node.value === 'string') out.push(node.value);
  if (Array.isArray(node.content)) for (const child of node.content) richTextOf(child, out);
}

const MAX = 160;
const clip = (text: string) => (text.length > MAX ? `${text.slice(0, MAX - 1)}…` : text);

/**
 * A field value in words, for showing two versions side by side: text as it is, links by the
 * name of what they link, rich text as its plain text. Never markup: content is shown as text.
 */
export function describeValue(value: unknown, registry: NamingRegistry, nameOf: (entryId: string) => string | undefined = () => undefined): string {
  if (value === undefined || value === null || value === '') return '(empty)';
  if (typeof value === 'string') return clip(value);
  if (typeof value === 'number') return String(value);
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (Array.isArray(value)) {
    if (value.length === 0) return '(empty)';
    return clip(value.map((item) => describeValue(item, registry, nameOf)).join(', '));
  }
  if (isObject(value)) {
    if (value.kind === 'entry' && typeof value.contentType === 'string') {
      const entry = { contentType: value.contentType, fields: isObject(value.fields) ? value.fields : {} };
      return ownName(registry, entry) ?? typeLabel(registry, value.contentType);
    }
    if (value.kind === 'asset') return typeof value.title === 'string' && value.title ? value.title : 'Image';
    if (value.kind === 'unresolved' || value.kind === 'link') {
      if (value.linkType === 'Asset') return 'An image';
      return (typeof value.id === 'string' ? nameOf(value.id) : undefined) ?? 'A linked entry';
    }
    if (isObject(value.sys) && value.sys.type === 'Link') return value.sys.linkType === 'Asset' ? 'An image' : 'A linked entry';
    if (value.nodeType === 'document') {
      const out: string[] = [];
      richTextOf(value, out);
      return out.length ? clip(out.join(' ').replace(/\s+/g, ' ').trim()) : '(empty)';
    }
  }
  return clip(JSON.stringify(value));
}

import type { CmsEntry } from '@storefront/cms-models/nodes';
import { FIELD_TAG_ENTRY_ID, FIELD_TAG_FIELD_ID, FIELD_TAG_LOCALE } from '@storefront/plugins/core/field-tags';

/**
 * The site side's DOM work for the preview: reading field tags under the pointer, patching
 * tagged text at once while the editor types, and outlining a block the studio points at.
 */
export interface TaggedField {
  element: Element;
  entryId: string;
  fieldId: string;
  locale: string | undefined;
}

const TAGGED = `[${FIELD_TAG_ENTRY_ID}][${FIELD_TAG_FIELD_ID}]`;
/** Attribute that outlines a block the studio highlights (styled by the site). */
export const HIGHLIGHT_ATTRIBUTE = 'data-preview-highlight';
/** Same bound as the content adapter's: a deeper tree is a loop or a mistake. */
const MAX_DEPTH = 12;

/** The tagged field an event target is in, if any. */
export function taggedFieldOf(target: EventTarget | null): TaggedField | undefined {
  const element = target && typeof (target as Element).closest === 'function' ? (target as Element).closest(TAGGED) : null;
  if (!element) return undefined;
  const entryId = element.getAttribute(FIELD_TAG_ENTRY_ID);
  const fieldId = element.getAttribute(FIELD_TAG_FIELD_ID);
  if (!entryId || !fieldId) return undefined;
  return { element, entryId, fieldId, locale: element.getAttribute(FIELD_TAG_LOCALE) ?? undefined };
}

const keyOf = (entryId: string, fieldId: string) => `${entryId}\u0000${fieldId}`;

function isEntry(value: unknown): value is CmsEntry {
  return typeof value === 'object' && value !== null && (value as { kind?: unknown }).kind === 'entry' && typeof (value as { id?: unknown }).id === 'string';
}

/** Every plain-text field value in the tree, by entry and field. */
export function textFieldsOf(root: CmsEntry): Map<string, string> {
  const texts = new Map<string, string>();
  const seen = new Set<object>();
  const visit = (value: unknown, depth: number): void => {
    if (depth > MAX_DEPTH || typeof value !== 'object' || value === null || seen.has(value)) return;
    seen.add(value);
    if (Array.isArray(value)) {
      for (const item of value) visit(item, depth + 1);
      return;
    }
    if (!isEntry(value)) return;
    for (const [fieldId, fieldValue] of Object.entries(value.fields)) {
      if (typeof fieldValue === 'string') texts.set(keyOf(value.id, fieldId), fieldValue);
      else visit(fieldValue, depth + 1);
    }
  };
  visit(root, 0);
  return texts;
}

/** Whether an element shows nothing but text (one text node, or empty): safe to patch. */
function holdsOnlyText(element: Element): boolean {
  const nodes = element.childNodes;
  if (nodes.length === 0) return true;
  return nodes.length === 1 && nodes[0]!.nodeType === 3; // Node.TEXT_NODE
}

/**
 * Writes each tagged text field's new value into its element, so typing shows at once; the
 * server render that follows replaces the sections anyway. Only elements holding bare text are
 * touched (rich text and images are left to the render), and the existing text node is updated
 * rather than replaced, so React keeps owning the same node. Returns how many were changed.
 */
export function patchTextFields(root: ParentNode, entry: CmsEntry): number {
  const texts = textFieldsOf(entry);
  if (texts.size === 0) return 0;
  let patched = 0;
  for (const element of root.querySelectorAll(TAGGED)) {
    const value = texts.get(keyOf(element.getAttribute(FIELD_TAG_ENTRY_ID) ?? '', element.getAttribute(FIELD_TAG_FIELD_ID) ?? ''));
    if (value === undefined || !holdsOnlyText(element) || element.textContent === value) continue;
    const text = element.firstChild;
    if (text) text.nodeValue = value;
    else element.textContent = value;
    patched += 1;
  }
  return patched;
}

/** The first element whose attribute equals the value (compared, never spliced into a selector). */
function withAttribute(root: ParentNode, attribute: string, value: string): Element | undefined {
  for (const element of root.querySelectorAll(`[${attribute}]`)) if (element.getAttribute(attribute) === value) return element;
  return undefined;
}

/**
 * Outlines the block showing an entry (a block, a section, or an entry nested in a block such
 * as a hero link) and brings it into view; null clears the outline. Returns the outlined element.
 */
export function highlightEntry(root: ParentNode, entryId: string | null): Element | undefined {
  for (const element of root.querySelectorAll(`[${HIGHLIGHT_ATTRIBUTE}]`)) element.removeAttribute(HIGHLIGHT_ATTRIBUTE);
  if (entryId === null) return undefined;
  const tagged = withAttribute(root, FIELD_TAG_ENTRY_ID, entryId);
  const target =
    withAttribute(root, 'data-entry-id', entryId) ??
    withAttribute(root, 'data-section-id', entryId) ??
    tagged?.closest('[data-entry-id]') ??
    tagged;
  if (!target) return undefined;
  target.setAttribute(HIGHLIGHT_ATTRIBUTE, 'true');
  if (typeof (target as HTMLElement).scrollIntoView === 'function') (target as HTMLElement).scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  return target;
}

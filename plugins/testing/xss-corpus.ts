/**
 * The XSS corpus, built from the registry: for every block in blocks.ts, its fullest valid fixture
 * with payloads put into every field of every model it contains (the block's and its nested
 * entries'), by the field's type — markup in text, the URL table in link fields and in rich-text
 * links, unsafe files in asset fields, wrong-typed values everywhere else. A block added later is
 * covered without a line here; `corpusCoverage` names any field the walk could not reach (its
 * fixtures lack that nested entry), and the corpus test fails on it.
 */
import type { AnyContentModel, FieldDefinition } from '@storefront/cms-models/define';
import { isCmsEntry, type CmsAsset, type CmsEntry } from '@storefront/cms-models/nodes';
import type { RichTextDocument, RichTextNode } from '@storefront/cms-models/rich-text';
import { SAFE_FILES, SAFE_LINKS, TEXT_PAYLOADS, UNSAFE_URLS } from '@storefront/cms-models/testing/xss-payloads';
import { blockManifests } from '../blocks';
import type { AnyBlockManifest } from '../core/manifest';

export type FieldKind = 'text' | 'url' | 'richText' | 'asset' | 'reference' | 'other';

export interface CorpusCase {
  /** What the case puts where, e.g. `heroBannerLink.href = "/\\evil.example/x"`. */
  name: string;
  /** A block entry (links nested), as the content adapter gives it. */
  entry: CmsEntry;
}

const URL_VALUES = [...UNSAFE_URLS.map(([value]) => value), ...SAFE_LINKS];
const FILE_VALUES = [...UNSAFE_URLS.map(([value]) => value), ...SAFE_FILES];

/** How the corpus fills a field, from its Contentful type and widget. */
export function fieldKind(definition: FieldDefinition): FieldKind {
  if (definition.type === 'Link') return definition.linkType === 'Asset' ? 'asset' : 'reference';
  if (definition.type === 'Array' && definition.items?.type === 'Link') return definition.items.linkType === 'Asset' ? 'asset' : 'reference';
  if (definition.type === 'RichText') return 'richText';
  if (definition.widget === 'urlEditor') return 'url';
  const patterned = definition.validations.some((validation) => 'regexp' in validation) || (definition.items?.validations ?? []).some((validation) => 'regexp' in validation);
  // Pattern-checked text (slugs, product keys) refuses markup outright: it gets wrong values with the rest.
  if ((definition.type === 'Symbol' || definition.type === 'Text') && !definition.choices && definition.widget !== 'colourPicker' && !patterned) return 'text';
  if (definition.type === 'Array' && definition.items?.type === 'Symbol' && !patterned) return 'text';
  return 'other';
}

function maxLength(definition: FieldDefinition): number {
  const size = definition.validations.find((validation) => 'size' in validation)?.size as { max?: number | null } | undefined;
  return size?.max ?? (definition.type === 'Text' ? 50_000 : 256);
}

/** The payload at `index` (cycling), or the next one that fits the field. */
function payloadFor(index: number, limit: number): string {
  for (let step = 0; step < TEXT_PAYLOADS.length; step += 1) {
    const payload = TEXT_PAYLOADS[(index + step) % TEXT_PAYLOADS.length]!;
    if (payload.length <= limit) return payload;
  }
  return '<b>x</b>';
}

function text(value: string): RichTextNode {
  return { nodeType: 'text', value, marks: [], data: {} };
}

function paragraph(...content: RichTextNode[]): RichTextNode {
  return { nodeType: 'paragraph', data: {}, content };
}

function corpusAsset(id: string, url: string): CmsAsset {
  return { kind: 'asset', id, title: `Asset ${id}`, description: '', url, fileName: `${id}.jpg`, contentType: 'image/jpeg', width: 1200, height: 800 };
}

/** Rich text with markup payloads as text, every URL of the table as a link, and unsafe files embedded and linked. */
function richTextPayload(index: number, withUrls: boolean): RichTextDocument {
  const content: RichTextNode[] = [
    { nodeType: 'heading-2', data: {}, content: [text(payloadFor(index, 256))] },
    paragraph(text(payloadFor(index + 1, 256)), { ...text(payloadFor(index + 2, 256)), marks: [{ type: 'bold' }] }),
  ];
  if (withUrls) {
    URL_VALUES.forEach((uri, position) => content.push(paragraph({ nodeType: 'hyperlink', data: { uri }, content: [text(`link ${position}`)] })));
    FILE_VALUES.forEach((url, position) => {
      const asset = corpusAsset(`rt-file-${position}`, url);
      content.push(paragraph({ nodeType: 'asset-hyperlink', data: { target: asset }, content: [text(`file ${position}`)] }));
      content.push({ nodeType: 'embedded-asset-block', data: { target: asset }, content: [] });
    });
  }
  return { nodeType: 'document', data: {}, content };
}

/** A wrong-typed or markup value for a field the corpus does not treat as text. */
function otherPayload(definition: FieldDefinition, index: number): unknown {
  const payload = payloadFor(index, 256);
  if (definition.type === 'Object') return { value: payload, percentage_startX: payload };
  if (definition.type === 'Array') return [payload];
  return payload;
}

interface Visit {
  entry: CmsEntry;
  model: AnyContentModel;
  fieldId: string;
  definition: FieldDefinition;
}

function modelsOf(manifest: AnyBlockManifest): AnyContentModel[] {
  return [manifest.model, ...(manifest.nestedModels ?? [])];
}

/** Every field of every entry in the block's tree (the block and its nested entries), in order. */
function visitFields(entry: CmsEntry, models: readonly AnyContentModel[], visit: (visit: Visit) => void): void {
  const model = models.find((candidate) => candidate.id === entry.contentType);
  if (!model) return;
  for (const [fieldId, definition] of Object.entries(model.fields)) {
    visit({ entry, model, fieldId, definition });
    if (fieldKind(definition) !== 'reference') continue;
    const value = entry.fields[fieldId];
    for (const item of Array.isArray(value) ? value : [value]) if (isCmsEntry(item)) visitFields(item, models, visit);
  }
}

/** A deep copy with every entry id made unique for this case (ids must not repeat on a page). */
function copyForCase(entry: CmsEntry, suffix: string): CmsEntry {
  const copy = structuredClone(entry);
  const rename = (value: unknown): void => {
    if (Array.isArray(value)) return value.forEach(rename);
    if (!isCmsEntry(value)) return;
    value.id = `${value.id}-${suffix}`.slice(-64);
    Object.values(value.fields).forEach(rename);
  };
  rename(copy);
  return copy;
}

function fieldCount(entry: CmsEntry, models: readonly AnyContentModel[]): number {
  let count = 0;
  visitFields(entry, models, ({ entry: owner, fieldId }) => {
    if (owner.fields[fieldId] !== undefined) count += 1;
  });
  return count;
}

/** The valid fixture with the most fields filled in (nested entries included): the corpus's base. */
export function baseFixture(manifest: AnyBlockManifest): CmsEntry {
  const valid = manifest.fixtures.filter((fixture) => !fixture.invalid).map((fixture) => fixture.entry);
  const models = modelsOf(manifest);
  return valid.reduce((best, entry) => (fieldCount(entry, models) > fieldCount(best, models) ? entry : best));
}

/** Sets the first field of the tree matching `key` (model.field). */
function setField(entry: CmsEntry, models: readonly AnyContentModel[], key: string, value: (visit: Visit) => unknown): void {
  let done = false;
  visitFields(entry, models, (visit) => {
    if (done || `${visit.model.id}.${visit.fieldId}` !== key) return;
    visit.entry.fields[visit.fieldId] = value(visit);
    done = true;
  });
}

/** Every case for one block. */
export function blockCases(manifest: AnyBlockManifest): CorpusCase[] {
  const models = modelsOf(manifest);
  const base = baseFixture(manifest);
  const fields: Visit[] = [];
  visitFields(base, models, (visit) => fields.push(visit));
  const keys = [...new Map(fields.map((visit) => [`${visit.model.id}.${visit.fieldId}`, visit])).entries()];
  const cases: CorpusCase[] = [];
  const add = (name: string, change: (entry: CmsEntry) => void) => {
    const entry = copyForCase(base, `x${cases.length}`);
    change(entry);
    cases.push({ name, entry });
  };

  // Markup in every text field at once, each case shifting which payload lands where.
  TEXT_PAYLOADS.forEach((_payload, round) => {
    add(`${manifest.model.id}: markup in every text field (round ${round + 1})`, (entry) => {
      let index = round;
      visitFields(entry, models, ({ entry: owner, fieldId, definition }) => {
        const kind = fieldKind(definition);
        if (kind === 'text') owner.fields[fieldId] = definition.type === 'Array' ? [payloadFor(index, 256)] : payloadFor(index, maxLength(definition));
        if (kind === 'richText') owner.fields[fieldId] = richTextPayload(index, false);
        index += 1;
      });
    });
  });

  for (const [key, visit] of keys) {
    const kind = fieldKind(visit.definition);
    if (kind === 'url') for (const url of URL_VALUES) add(`${key} = ${JSON.stringify(url).slice(0, 60)}`, (entry) => setField(entry, models, key, () => url));
    if (kind === 'asset') {
      for (const url of FILE_VALUES) {
        add(`${key} file = ${JSON.stringify(url).slice(0, 60)}`, (entry) =>
          setField(entry, models, key, ({ entry: owner, fieldId, definition }) => {
            const current = [owner.fields[fieldId]].flat()[0] as CmsAsset | undefined;
            const asset = { ...(current?.kind === 'asset' ? current : corpusAsset(`${owner.id}-${fieldId}`, url)), url };
            return definition.type === 'Array' ? [asset] : asset;
          }),
        );
      }
    }
    if (kind === 'richText') add(`${key}: every URL as a link, unsafe files linked and embedded`, (entry) => setField(entry, models, key, () => richTextPayload(0, true)));
    if (kind === 'other') add(`${key} = a wrong-typed or markup value`, (entry) => setField(entry, models, key, ({ definition }) => otherPayload(definition, keys.length)));
  }
  return cases;
}

/** The whole corpus: every block of the registry. */
export function xssCorpus(manifests: readonly AnyBlockManifest[] = blockManifests): CorpusCase[] {
  return manifests.flatMap(blockCases);
}

/**
 * The fields of every block's models the corpus did not reach: a nested model the block's
 * fixtures never contain. Empty when the corpus covers every field.
 */
export function corpusCoverage(manifests: readonly AnyBlockManifest[] = blockManifests): { reached: string[]; missed: string[] } {
  const reached = new Set<string>();
  const all = new Set<string>();
  for (const manifest of manifests) {
    for (const model of modelsOf(manifest)) for (const fieldId of Object.keys(model.fields)) all.add(`${model.id}.${fieldId}`);
    visitFields(baseFixture(manifest), modelsOf(manifest), ({ model, fieldId }) => reached.add(`${model.id}.${fieldId}`));
  }
  return { reached: [...reached], missed: [...all].filter((key) => !reached.has(key)) };
}

/** Blocks per section (the section model allows 12). */
const SECTION_SIZE = 12;

/**
 * The corpus as live-preview page trees, each within the channel's message limit: the blocks in
 * sections (whose own text fields carry markup too), a page around them.
 */
export function corpusPages(cases: readonly CorpusCase[], maxChars: number, page: { id: string; slug: string; title: string }): CmsEntry[] {
  const section = (content: CmsEntry[], index: number): CmsEntry => ({
    kind: 'entry',
    id: `xss-section-${index}`,
    contentType: 'section',
    fields: { internalName: payloadFor(index, 256), content },
  });
  const pageOf = (sections: CmsEntry[]): CmsEntry => ({ kind: 'entry', id: page.id, contentType: 'page', fields: { title: page.title, slug: page.slug, robots: 'noindex,nofollow', sections } });
  const pages: CmsEntry[] = [];
  let sections: CmsEntry[] = [];
  let blocks: CmsEntry[] = [];
  let size = 0;
  let sectionCount = 0;
  const closeSection = () => {
    if (blocks.length > 0) sections.push(section(blocks, (sectionCount += 1)));
    blocks = [];
  };
  const closePage = () => {
    closeSection();
    if (sections.length > 0) pages.push(pageOf(sections));
    sections = [];
    size = 0;
  };
  for (const corpusCase of cases) {
    const caseSize = JSON.stringify(corpusCase.entry).length;
    // Room for the envelope, the sections and the page around the blocks.
    if (size + caseSize > maxChars * 0.9) closePage();
    if (blocks.length === SECTION_SIZE) closeSection();
    blocks.push(corpusCase.entry);
    size += caseSize + 200;
  }
  closePage();
  return pages;
}

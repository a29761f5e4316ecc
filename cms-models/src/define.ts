/**
 * Content types as code: defineContentType and the field builders (`field.symbol`, `field.image`,
 * `field.entries`, …), each field both Contentful's definition and the zod schema the storefront
 * validates entries with at its one boundary. The pieces live in ./model.ts, ./fields/ and
 * ./contentful-json.ts; models import them from here.
 */
import { image } from './fields/image-field';
import { blocks, entries, entry } from './fields/reference-fields';
import { choice, colour, richText, symbol, symbols, text, url } from './fields/text-fields';
import { boolean, date, integer, json, number } from './fields/value-fields';

export { ANY_BLOCK, defineContentType } from './model';
export type { AnyContentModel, ContentModel, EntryRef, FieldDefinition, FieldProblem, FieldWidget, ModelOutput } from './model';
export type { CmsImage } from './fields/image-field';
export { toContentfulContentType, toContentfulEditorInterface } from './contentful-json';

export const field = {
  symbol,
  text,
  choice,
  colour,
  url,
  integer,
  number,
  boolean,
  date,
  richText,
  symbols,
  json,
  image,
  entry,
  entries,
  blocks,
};

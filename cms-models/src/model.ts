import { z } from 'zod';
import type { ContentfulFieldDefinition, ContentfulFieldType, ContentfulValidation } from './contentful-types';

/**
 * What a content model is: its fields' definitions (Contentful's field JSON plus the zod schema
 * the storefront validates with) and defineContentType, which checks a model and builds its schema.
 * The field builders are in ./fields/, the Contentful JSON in ./contentful-json.ts.
 */

/** How the studio edits a field (also written as the Contentful editor interface). */
export type FieldWidget =
  | 'singleLine'
  | 'multipleLine'
  | 'markdown'
  | 'richTextEditor'
  | 'slugEditor'
  | 'urlEditor'
  | 'colourPicker'
  | 'dropdown'
  | 'checkbox'
  | 'numberEditor'
  | 'datePicker'
  | 'tagEditor'
  | 'assetLinkEditor'
  | 'entryLinkEditor'
  | 'entryLinksEditor'
  | 'objectEditor';

/** Marker for "any registered block type"; the registry fills in the real list. */
export const ANY_BLOCK = 'any-block' as const;

export interface FieldDefinition<S extends z.ZodType = z.ZodType> {
  name: string;
  type: ContentfulFieldType;
  required: boolean;
  localized: boolean;
  helpText?: string | undefined;
  widget: FieldWidget;
  validations: ContentfulValidation[];
  linkType?: 'Entry' | 'Asset';
  items?: ContentfulFieldDefinition['items'];
  /** Content types a reference may point to: models, or every block type. */
  linkContentType?: (() => readonly AnyContentModel[]) | typeof ANY_BLOCK;
  /** For "any block" lists: section containers are allowed too. */
  allowsSections?: boolean;
  /** Enumerated choices (Contentful `in` validation). */
  choices?: readonly string[];
  /** The value's schema; absent values are `undefined`. */
  schema: S;
}

export interface ContentModel<Id extends string = string, Shape extends z.ZodRawShape = z.ZodRawShape> {
  id: Id;
  name: string;
  description: string;
  displayField: string;
  fields: Record<string, FieldDefinition>;
  /** Validates an entry's fields (one locale, links already nested) and gives the app's own type. */
  schema: z.ZodObject<Shape>;
  /**
   * The rules across fields on their own, so a form can show them while other fields are
   * still invalid (the schema runs them only once every field parses).
   */
  check?: ((fields: z.output<z.ZodObject<Shape>>) => FieldProblem[]) | undefined;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyContentModel = ContentModel<string, any>;

export type ModelOutput<M extends AnyContentModel> = z.output<M['schema']>;

/** A validated reference to another entry. */
export interface EntryRef<Id extends string = string, Fields = unknown> {
  id: string;
  contentType: Id;
  fields: Fields;
}

export type RefOf<M> = M extends ContentModel<infer Id, infer Shape> ? EntryRef<Id, z.output<z.ZodObject<Shape>>> : never;

type FieldsShape<F extends Record<string, FieldDefinition>> = { [K in keyof F]: F[K]['schema'] };

export interface FieldProblem {
  field: string;
  message: string;
}

export function defineContentType<const Id extends string, const F extends Record<string, FieldDefinition>>(definition: {
  id: Id;
  name: string;
  description: string;
  displayField: keyof F & string;
  fields: F;
  /** Rules across fields (e.g. "a query is needed when the source is search"). */
  check?: (fields: z.output<z.ZodObject<FieldsShape<F>>>) => FieldProblem[];
}): ContentModel<Id, FieldsShape<F>> {
  if (!/^[a-zA-Z][a-zA-Z0-9]{0,63}$/.test(definition.id)) {
    throw new Error(`Invalid content type id "${definition.id}"`);
  }
  const displayField = definition.fields[definition.displayField];
  if (!displayField || (displayField.type !== 'Symbol' && displayField.type !== 'Text')) {
    throw new Error(`${definition.id}: displayField must be a text field`);
  }
  const shape = Object.fromEntries(
    Object.entries(definition.fields).map(([id, field]) => [id, field.schema]),
  ) as FieldsShape<F>;
  return {
    id: definition.id,
    name: definition.name,
    description: definition.description,
    displayField: definition.displayField,
    fields: definition.fields,
    check: definition.check,
    schema: definition.check
      ? z.object(shape).superRefine((fields, ctx) => {
          for (const problem of definition.check!(fields)) {
            ctx.addIssue({ code: 'custom', path: [problem.field], message: problem.message });
          }
        })
      : z.object(shape),
  };
}

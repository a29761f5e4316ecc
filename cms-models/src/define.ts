import { z } from 'zod';
import type {
  ContentfulContentTypeDefinition,
  ContentfulEditorInterface,
  ContentfulFieldDefinition,
  ContentfulFieldType,
  ContentfulValidation,
} from './contentful-types';
import { isCmsEntry, type CmsAsset, type CmsEntry } from './nodes';
import { richTextDocumentSchema, withSafeUrls } from './rich-text';
import { checkUrl, CONTENTFUL_LINK_PATTERN } from './safe-url';
import { reportWarning } from './validation-warnings';

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

type RefOf<M> = M extends ContentModel<infer Id, infer Shape> ? EntryRef<Id, z.output<z.ZodObject<Shape>>> : never;

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

// ---------------------------------------------------------------------------------------------
// Field builders
// ---------------------------------------------------------------------------------------------

interface CommonOptions {
  name: string;
  helpText?: string;
  localized?: boolean;
}

/** CDA omits empty fields but some spaces hold explicit nulls; both mean "absent". */
const nullToUndefined = (value: unknown) => (value === null ? undefined : value);

function presence<S extends z.ZodType>(schema: S, required: boolean) {
  return (
    required ? z.preprocess(nullToUndefined, schema) : z.preprocess(nullToUndefined, schema.optional())
  ) as unknown as S;
}

type Presence<S extends z.ZodType, R extends boolean> = R extends true ? S : z.ZodOptional<S>;

function makeField<S extends z.ZodType, R extends boolean>(
  base: Omit<FieldDefinition<S>, 'schema' | 'required'> & { required: R },
  schema: S,
): FieldDefinition<Presence<S, R>> {
  return { ...base, schema: presence(schema, base.required) as unknown as Presence<S, R> };
}

interface TextOptions<R extends boolean> extends CommonOptions {
  required?: R;
  maxLength?: number;
  minLength?: number;
  pattern?: { regexp: string; message: string };
  /** A check the zod schema runs instead of the pattern: a message when the value fails. */
  check?: (value: string) => string | undefined;
  widget?: FieldWidget;
}

function textValidations(options: { maxLength?: number; minLength?: number; pattern?: { regexp: string; message: string } }) {
  const validations: ContentfulValidation[] = [];
  if (options.maxLength !== undefined || options.minLength !== undefined) {
    validations.push({ size: { min: options.minLength ?? null, max: options.maxLength ?? null } });
  }
  if (options.pattern) {
    validations.push({ regexp: { pattern: options.pattern.regexp, flags: null }, message: options.pattern.message });
  }
  return validations;
}

function stringSchema(
  options: { maxLength?: number; minLength?: number; pattern?: { regexp: string; message: string }; check?: (value: string) => string | undefined },
  hardMax: number,
) {
  let schema = z.string().max(options.maxLength ?? hardMax, `Must be at most ${options.maxLength ?? hardMax} characters`);
  if (options.minLength) schema = schema.min(options.minLength, `Must be at least ${options.minLength} characters`);
  const check = options.check;
  if (check) {
    schema = schema.superRefine((value, ctx) => {
      const message = check(value);
      if (message !== undefined) ctx.addIssue({ code: 'custom', message });
    });
  } else if (options.pattern) schema = schema.regex(new RegExp(options.pattern.regexp), options.pattern.message);
  return schema;
}

function textField<R extends boolean>(type: 'Symbol' | 'Text', hardMax: number, defaultWidget: FieldWidget, options: TextOptions<R>) {
  const required = (options.required ?? false) as R;
  const schema = required ? stringSchema(options, hardMax).trim().min(1, 'Required') : stringSchema(options, hardMax);
  return makeField(
    {
      name: options.name,
      type,
      required,
      localized: options.localized ?? false,
      helpText: options.helpText,
      widget: options.widget ?? defaultWidget,
      validations: textValidations(options),
    },
    schema,
  );
}

/** Short text (Contentful Symbol, up to 256 characters). */
function symbol<const R extends boolean = false>(options: TextOptions<R>) {
  return textField('Symbol', 256, 'singleLine', options);
}

/** Long text (Contentful Text). */
function text<const R extends boolean = false>(options: TextOptions<R>) {
  return textField('Text', 50_000, 'multipleLine', options);
}

/** One of a fixed list of values (Symbol with an `in` validation). */
function choice<const C extends readonly [string, ...string[]], const R extends boolean = false>(
  options: CommonOptions & { choices: C; required?: R },
) {
  const required = (options.required ?? false) as R;
  return makeField(
    {
      name: options.name,
      type: 'Symbol',
      required,
      localized: false,
      helpText: options.helpText,
      widget: 'dropdown',
      validations: [{ in: [...options.choices] }],
      choices: options.choices,
    },
    z.enum(options.choices, { message: `Must be one of: ${options.choices.join(', ')}` }),
  );
}

const HEX_COLOUR = '^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$';

/** A colour as #rgb or #rrggbb. */
function colour<const R extends boolean = false>(options: CommonOptions & { required?: R }) {
  return symbol({
    ...options,
    widget: 'colourPicker',
    pattern: { regexp: HEX_COLOUR, message: 'Must be a hex colour such as #1a1a1a' },
  });
}

/** A link target: a site path or an http(s)/mailto/tel URL, by the one URL rule (safe-url.ts). */
function url<const R extends boolean = false>(options: CommonOptions & { required?: R }) {
  return symbol({
    ...options,
    widget: 'urlEditor',
    // Contentful's web app checks the pattern; the storefront checks the rule itself.
    pattern: { regexp: CONTENTFUL_LINK_PATTERN, message: 'Must be a site path such as /pages/sale or an http(s) URL' },
    check: (value) => (checkUrl(value, 'link').safe ? undefined : 'Must be a site path such as /pages/sale or an http(s) URL'),
  });
}

function integer<const R extends boolean = false>(
  options: CommonOptions & { required?: R; min?: number; max?: number },
) {
  const required = (options.required ?? false) as R;
  let schema = z.number().int('Must be a whole number');
  if (options.min !== undefined) schema = schema.min(options.min, `Must be at least ${options.min}`);
  if (options.max !== undefined) schema = schema.max(options.max, `Must be at most ${options.max}`);
  return makeField(
    {
      name: options.name,
      type: 'Integer',
      required,
      localized: false,
      helpText: options.helpText,
      widget: 'numberEditor',
      validations:
        options.min !== undefined || options.max !== undefined
          ? [{ range: { min: options.min ?? null, max: options.max ?? null } }]
          : [],
    },
    schema,
  );
}

function number<const R extends boolean = false>(
  options: CommonOptions & { required?: R; min?: number; max?: number },
) {
  const required = (options.required ?? false) as R;
  let schema = z.number().finite();
  if (options.min !== undefined) schema = schema.min(options.min, `Must be at least ${options.min}`);
  if (options.max !== undefined) schema = schema.max(options.max, `Must be at most ${options.max}`);
  return makeField(
    {
      name: options.name,
      type: 'Number',
      required,
      localized: false,
      helpText: options.helpText,
      widget: 'numberEditor',
      validations:
        options.min !== undefined || options.max !== undefined
          ? [{ range: { min: options.min ?? null, max: options.max ?? null } }]
          : [],
    },
    schema,
  );
}

function boolean(options: CommonOptions & { defaultValue?: boolean }) {
  const field = makeField(
    {
      name: options.name,
      type: 'Boolean',
      required: false,
      localized: false,
      helpText: options.helpText,
      widget: 'checkbox',
      validations: [],
    },
    z.boolean(),
  );
  // An unset checkbox reads as its default, so components never see `undefined`.
  const fallback = options.defaultValue ?? false;
  return { ...field, schema: z.preprocess((value) => value ?? fallback, z.boolean()) };
}

function date<const R extends boolean = false>(options: CommonOptions & { required?: R }) {
  const required = (options.required ?? false) as R;
  return makeField(
    {
      name: options.name,
      type: 'Date',
      required,
      localized: false,
      helpText: options.helpText,
      widget: 'datePicker',
      validations: [],
    },
    z.string().refine((value) => !Number.isNaN(Date.parse(value)), 'Must be a date'),
  );
}

function richText<const R extends boolean = false>(options: CommonOptions & { required?: R }) {
  const required = (options.required ?? false) as R;
  return makeField(
    {
      name: options.name,
      type: 'RichText',
      required,
      localized: options.localized ?? true,
      helpText: options.helpText,
      widget: 'richTextEditor',
      validations: [],
    },
    // Links and files that fail the URL rule are taken out (and reported), never the whole text.
    richTextDocumentSchema.transform((document) =>
      withSafeUrls(document, (reason) => reportWarning({ entryId: 'rich text', contentType: 'RichText', reason })),
    ),
  );
}

/** A list of short texts. */
function symbols<const R extends boolean = false>(
  options: CommonOptions & { required?: R; maxItems?: number; pattern?: { regexp: string; message: string } },
) {
  const required = (options.required ?? false) as R;
  let item = z.string().min(1).max(256);
  if (options.pattern) item = item.regex(new RegExp(options.pattern.regexp), options.pattern.message);
  let schema = z.array(item);
  if (options.maxItems !== undefined) schema = schema.max(options.maxItems, `At most ${options.maxItems} items`);
  if (required) schema = schema.min(1, 'Required');
  return makeField(
    {
      name: options.name,
      type: 'Array',
      required,
      localized: false,
      helpText: options.helpText,
      widget: 'tagEditor',
      validations: options.maxItems !== undefined ? [{ size: { min: null, max: options.maxItems } }] : [],
      items: { type: 'Symbol', validations: options.pattern ? textValidations({ pattern: options.pattern }) : [] },
    },
    schema,
  );
}

/** A JSON object with its own schema (Contentful Object field). */
function json<S extends z.ZodType, const R extends boolean = false>(
  options: CommonOptions & { required?: R; schema: S },
) {
  const required = (options.required ?? false) as R;
  return makeField(
    {
      name: options.name,
      type: 'Object',
      required,
      localized: false,
      helpText: options.helpText,
      widget: 'objectEditor',
      validations: [],
    },
    options.schema,
  );
}

// --- media ------------------------------------------------------------------------------------

/** The app's image type (what components receive for an asset field). */
export interface CmsImage {
  id: string;
  url: string;
  alt: string;
  width: number | undefined;
  height: number | undefined;
  contentType: string;
}

function isCmsAsset(value: unknown): value is CmsAsset {
  return typeof value === 'object' && value !== null && (value as { kind?: unknown }).kind === 'asset';
}

const imageSchema = z.unknown().transform((value, ctx): CmsImage => {
  if (!isCmsAsset(value)) {
    ctx.addIssue({ code: 'custom', message: 'Image is missing or not published' });
    return z.NEVER;
  }
  if (!value.contentType.startsWith('image/')) {
    ctx.addIssue({ code: 'custom', message: `Asset ${value.id} is ${value.contentType}, not an image` });
    return z.NEVER;
  }
  if (!value.url) {
    ctx.addIssue({ code: 'custom', message: `Asset ${value.id} has no file` });
    return z.NEVER;
  }
  const file = checkUrl(value.url, 'resource');
  if (!file.safe) {
    ctx.addIssue({ code: 'custom', message: `Asset ${value.id} has an unsafe file URL: ${file.reason}` });
    return z.NEVER;
  }
  return {
    id: value.id,
    url: value.url,
    alt: value.description || value.title,
    width: value.width,
    height: value.height,
    contentType: value.contentType,
  };
});

/** A single image asset. */
function image<const R extends boolean = false>(
  options: CommonOptions & { required?: R },
): FieldDefinition<R extends true ? typeof imageSchema : z.ZodOptional<typeof imageSchema>> {
  const required = (options.required ?? false) as R;
  const base = {
    name: options.name,
    type: 'Link' as const,
    linkType: 'Asset' as const,
    required,
    localized: options.localized ?? false,
    helpText: options.helpText,
    widget: 'assetLinkEditor' as const,
    validations: [{ linkMimetypeGroup: ['image'] }],
  };
  if (required) return { ...base, schema: z.preprocess(nullToUndefined, imageSchema) } as never;
  // An optional image that fails (unpublished, wrong type) is dropped with a warning.
  const tolerant = z.unknown().transform((value): CmsImage | undefined => {
    if (value === undefined || value === null) return undefined;
    const parsed = imageSchema.safeParse(value);
    if (parsed.success) return parsed.data;
    reportWarning({
      entryId: isCmsAsset(value) ? value.id : String((value as { id?: unknown }).id ?? 'unknown'),
      contentType: 'Asset',
      reason: parsed.error.issues[0]?.message ?? 'invalid image',
    });
    return undefined;
  });
  return { ...base, schema: z.preprocess(nullToUndefined, tolerant) } as never;
}

// --- references -------------------------------------------------------------------------------

function describeIssues(error: z.ZodError): string {
  return error.issues
    .slice(0, 3)
    .map((issue) => (issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message))
    .join('; ');
}

/** Validates one referenced entry against the models it may be; gives a reason on failure. */
function validateReference(
  value: unknown,
  models: readonly AnyContentModel[],
): { ok: true; ref: EntryRef } | { ok: false; id: string; contentType: string; reason: string } {
  if (!isCmsEntry(value)) {
    const id = String((value as { id?: unknown } | null)?.id ?? 'unknown');
    return { ok: false, id, contentType: 'Entry', reason: 'Linked entry is missing or not published' };
  }
  const model = models.find((candidate) => candidate.id === value.contentType);
  if (!model) {
    return {
      ok: false,
      id: value.id,
      contentType: value.contentType,
      reason: `Content type ${value.contentType} is not allowed here (expected ${models.map((m) => m.id).join(', ')})`,
    };
  }
  const parsed = model.schema.safeParse(value.fields);
  if (!parsed.success) {
    return { ok: false, id: value.id, contentType: value.contentType, reason: describeIssues(parsed.error) };
  }
  return { ok: true, ref: { id: value.id, contentType: value.contentType, fields: parsed.data } };
}

interface ReferenceOptions<M extends readonly AnyContentModel[], R extends boolean> extends CommonOptions {
  required?: R;
  /** The models the reference may point to (a thunk, so models can refer to each other). */
  to: () => M;
}

/** A reference to one entry of the given content types. */
function entry<const M extends readonly AnyContentModel[], const R extends boolean = false>(
  options: ReferenceOptions<M, R>,
): FieldDefinition<R extends true ? z.ZodType<RefOf<M[number]>> : z.ZodOptional<z.ZodType<RefOf<M[number]>>>> {
  const required = (options.required ?? false) as R;
  const schema = z.unknown().transform((value, ctx) => {
    if (value === undefined || value === null) {
      if (required) ctx.addIssue({ code: 'custom', message: 'Required' });
      return required ? z.NEVER : undefined;
    }
    const result = validateReference(value, options.to());
    if (result.ok) return result.ref;
    if (required) {
      ctx.addIssue({ code: 'custom', message: `${result.contentType} ${result.id}: ${result.reason}` });
      return z.NEVER;
    }
    reportWarning({ entryId: result.id, contentType: result.contentType, reason: result.reason });
    return undefined;
  });
  return {
    name: options.name,
    type: 'Link',
    linkType: 'Entry',
    required,
    localized: options.localized ?? false,
    helpText: options.helpText,
    widget: 'entryLinkEditor',
    validations: [],
    linkContentType: options.to,
    // preprocess: a field the CDA omitted still runs the transform (and says "Required").
    schema: z.preprocess(nullToUndefined, schema) as never,
  };
}

/**
 * A list of references. One bad item never sinks the list: it is dropped and reported as a
 * warning, and the rest stay in order.
 */
function entries<const M extends readonly AnyContentModel[], const R extends boolean = false>(
  options: ReferenceOptions<M, R> & { maxItems?: number; minItems?: number },
): FieldDefinition<z.ZodType<Array<RefOf<M[number]>>>> {
  const required = (options.required ?? false) as R;
  const schema = z.unknown().transform((value, ctx) => {
    const items = value === undefined || value === null ? [] : value;
    if (!Array.isArray(items)) {
      ctx.addIssue({ code: 'custom', message: 'Expected a list of references' });
      return z.NEVER;
    }
    const refs: EntryRef[] = [];
    for (const item of items) {
      const result = validateReference(item, options.to());
      if (result.ok) refs.push(result.ref);
      else reportWarning({ entryId: result.id, contentType: result.contentType, reason: result.reason });
    }
    const min = Math.max(options.minItems ?? 0, required ? 1 : 0);
    if (refs.length < min) {
      ctx.addIssue({ code: 'custom', message: `Needs at least ${min} valid item${min === 1 ? '' : 's'}` });
      return z.NEVER;
    }
    return options.maxItems !== undefined ? refs.slice(0, options.maxItems) : refs;
  });
  return {
    name: options.name,
    type: 'Array',
    required,
    localized: options.localized ?? false,
    helpText: options.helpText,
    widget: 'entryLinksEditor',
    validations:
      options.maxItems !== undefined || options.minItems !== undefined
        ? [{ size: { min: options.minItems ?? null, max: options.maxItems ?? null } }]
        : [],
    items: { type: 'Link', linkType: 'Entry', validations: [] },
    linkContentType: options.to,
    schema: z.preprocess(nullToUndefined, schema) as never,
  };
}

/**
 * A list of block entries of any registered type. They are not validated here: the page
 * resolver dispatches each to its plugin, so an unknown or invalid block only loses itself.
 */
function blocks<const R extends boolean = false>(
  options: CommonOptions & { required?: R; maxItems?: number; allowSections?: boolean },
): FieldDefinition<z.ZodType<CmsEntry[]>> {
  const required = (options.required ?? false) as R;
  const schema = z.unknown().transform((value, ctx) => {
    const items = value === undefined || value === null ? [] : value;
    if (!Array.isArray(items)) {
      ctx.addIssue({ code: 'custom', message: 'Expected a list of references' });
      return z.NEVER;
    }
    const resolved: CmsEntry[] = [];
    for (const item of items) {
      if (isCmsEntry(item)) resolved.push(item);
      else {
        reportWarning({
          entryId: String((item as { id?: unknown } | null)?.id ?? 'unknown'),
          contentType: 'Entry',
          reason: 'Linked entry is missing or not published',
        });
      }
    }
    if (required && resolved.length === 0) {
      ctx.addIssue({ code: 'custom', message: 'Needs at least one block' });
      return z.NEVER;
    }
    return options.maxItems !== undefined ? resolved.slice(0, options.maxItems) : resolved;
  });
  return {
    name: options.name,
    type: 'Array',
    required,
    localized: false,
    helpText: options.helpText,
    widget: 'entryLinksEditor',
    validations: options.maxItems !== undefined ? [{ size: { min: null, max: options.maxItems } }] : [],
    items: { type: 'Link', linkType: 'Entry', validations: [] },
    linkContentType: ANY_BLOCK,
    allowsSections: options.allowSections ?? false,
    schema: z.preprocess(nullToUndefined, schema) as never,
  };
}

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

// ---------------------------------------------------------------------------------------------
// Contentful JSON
// ---------------------------------------------------------------------------------------------

/** The model as Contentful content-type JSON; `blockTypes` fills in "any block" references. */
export function toContentfulContentType(
  model: AnyContentModel,
  blockTypes: readonly string[],
): ContentfulContentTypeDefinition {
  const fields = Object.entries(model.fields).map(([id, definition]): ContentfulFieldDefinition => {
    const linkTargets =
      definition.linkContentType === ANY_BLOCK
        ? [...(definition.allowsSections ? ['section'] : []), ...blockTypes]
        : definition.linkContentType?.().map((target) => target.id);
    const linkValidation = linkTargets ? [{ linkContentType: linkTargets }] : [];
    const json: ContentfulFieldDefinition = {
      id,
      name: definition.name,
      type: definition.type,
      localized: definition.localized,
      required: definition.required,
      disabled: false,
      omitted: false,
      validations: definition.type === 'Link' ? [...definition.validations, ...linkValidation] : definition.validations,
    };
    if (definition.linkType) json.linkType = definition.linkType;
    if (definition.items) {
      json.items = {
        ...definition.items,
        validations: definition.items.type === 'Link' ? [...definition.items.validations, ...linkValidation] : definition.items.validations,
      };
    }
    return json;
  });
  return {
    sys: { id: model.id, type: 'ContentType' },
    name: model.name,
    description: model.description,
    displayField: model.displayField,
    fields,
  };
}

export function toContentfulEditorInterface(model: AnyContentModel): ContentfulEditorInterface {
  return {
    sys: { id: 'default', type: 'EditorInterface', contentType: { sys: { id: model.id, type: 'Link', linkType: 'ContentType' } } },
    controls: Object.entries(model.fields).map(([fieldId, definition]) => ({
      fieldId,
      widgetId: contentfulWidget(definition.widget),
      widgetNamespace: 'builtin' as const,
      ...(definition.helpText ? { settings: { helpText: definition.helpText } } : {}),
    })),
  };
}

function contentfulWidget(widget: FieldWidget): string {
  switch (widget) {
    case 'colourPicker':
      return 'singleLine';
    case 'tagEditor':
      return 'tagEditor';
    default:
      return widget;
  }
}

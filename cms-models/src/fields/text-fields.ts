import { z } from 'zod';
import type { FieldWidget } from '../model';
import { richTextDocumentSchema, withSafeUrls } from '../rich-text';
import { checkUrl, CONTENTFUL_LINK_PATTERN } from '../safe-url';
import { reportWarning } from '../validation-warnings';
import { makeField, textValidations, type CommonOptions } from './base';

/** Text field builders: short and long text, choices, colours, links, rich text and tag lists. */

interface TextOptions<R extends boolean> extends CommonOptions {
  required?: R;
  maxLength?: number;
  minLength?: number;
  pattern?: { regexp: string; message: string };
  /** A check the zod schema runs instead of the pattern: a message when the value fails. */
  check?: (value: string) => string | undefined;
  widget?: FieldWidget;
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
export function symbol<const R extends boolean = false>(options: TextOptions<R>) {
  return textField('Symbol', 256, 'singleLine', options);
}

/** Long text (Contentful Text). */
export function text<const R extends boolean = false>(options: TextOptions<R>) {
  return textField('Text', 50_000, 'multipleLine', options);
}

/** One of a fixed list of values (Symbol with an `in` validation). */
export function choice<const C extends readonly [string, ...string[]], const R extends boolean = false>(
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
export function colour<const R extends boolean = false>(options: CommonOptions & { required?: R }) {
  return symbol({
    ...options,
    widget: 'colourPicker',
    pattern: { regexp: HEX_COLOUR, message: 'Must be a hex colour such as #1a1a1a' },
  });
}

/** A link target: a site path or an http(s)/mailto/tel URL, by the one URL rule (safe-url.ts). */
export function url<const R extends boolean = false>(options: CommonOptions & { required?: R }) {
  return symbol({
    ...options,
    widget: 'urlEditor',
    // Contentful's web app checks the pattern; the storefront checks the rule itself.
    pattern: { regexp: CONTENTFUL_LINK_PATTERN, message: 'Must be a site path such as /pages/sale or an http(s) URL' },
    check: (value) => (checkUrl(value, 'link').safe ? undefined : 'Must be a site path such as /pages/sale or an http(s) URL'),
  });
}

export function richText<const R extends boolean = false>(options: CommonOptions & { required?: R }) {
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
export function symbols<const R extends boolean = false>(
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

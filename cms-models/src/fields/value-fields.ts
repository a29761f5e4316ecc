import { z } from 'zod';
import { makeField, type CommonOptions } from './base';

/** Field builders for numbers, switches, dates and JSON objects. */

type NumberOptions<R extends boolean> = CommonOptions & { required?: R; min?: number; max?: number };

/** A number field (Contentful Integer or Number) within an optional range. */
function numericField<R extends boolean>(type: 'Integer' | 'Number', base: z.ZodNumber, options: NumberOptions<R>) {
  const required = (options.required ?? false) as R;
  let schema = base;
  if (options.min !== undefined) schema = schema.min(options.min, `Must be at least ${options.min}`);
  if (options.max !== undefined) schema = schema.max(options.max, `Must be at most ${options.max}`);
  return makeField(
    {
      name: options.name,
      type,
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

export function integer<const R extends boolean = false>(options: NumberOptions<R>) {
  return numericField('Integer', z.number().int('Must be a whole number'), options);
}

export function number<const R extends boolean = false>(options: NumberOptions<R>) {
  return numericField('Number', z.number().finite(), options);
}

export function boolean(options: CommonOptions & { defaultValue?: boolean }) {
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

export function date<const R extends boolean = false>(options: CommonOptions & { required?: R }) {
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

/** A JSON object with its own schema (Contentful Object field). */
export function json<S extends z.ZodType, const R extends boolean = false>(
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

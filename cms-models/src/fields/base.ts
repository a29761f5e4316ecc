import { z } from 'zod';
import type { ContentfulValidation } from '../contentful-types';
import type { FieldDefinition } from '../model';

/** What every field builder shares: common options, "absent" as undefined, Contentful's text validations. */

export interface CommonOptions {
  name: string;
  helpText?: string;
  localized?: boolean;
}

/** CDA omits empty fields but some spaces hold explicit nulls; both mean "absent". */
export const nullToUndefined = (value: unknown) => (value === null ? undefined : value);

export function presence<S extends z.ZodType>(schema: S, required: boolean) {
  return (
    required ? z.preprocess(nullToUndefined, schema) : z.preprocess(nullToUndefined, schema.optional())
  ) as unknown as S;
}

export type Presence<S extends z.ZodType, R extends boolean> = R extends true ? S : z.ZodOptional<S>;

export function makeField<S extends z.ZodType, R extends boolean>(
  base: Omit<FieldDefinition<S>, 'schema' | 'required'> & { required: R },
  schema: S,
): FieldDefinition<Presence<S, R>> {
  return { ...base, schema: presence(schema, base.required) as unknown as Presence<S, R> };
}

export function textValidations(options: { maxLength?: number; minLength?: number; pattern?: { regexp: string; message: string } }) {
  const validations: ContentfulValidation[] = [];
  if (options.maxLength !== undefined || options.minLength !== undefined) {
    validations.push({ size: { min: options.minLength ?? null, max: options.maxLength ?? null } });
  }
  if (options.pattern) {
    validations.push({ regexp: { pattern: options.pattern.regexp, flags: null }, message: options.pattern.message });
  }
  return validations;
}

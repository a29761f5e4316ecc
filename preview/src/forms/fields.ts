import { ANY_BLOCK, type AnyContentModel, type FieldDefinition } from '@storefront/cms-models/define';
import type { ContentfulValidation } from '@storefront/cms-models/contentful-types';

/**
 * What a form shows for each field of a content model: one widget per Contentful field type
 * (and editor-interface widget), with the limits the model's validations set.
 */

/** The models a form may create or link: every registered model, and the block types. */
export interface ModelRegistry {
  models: readonly AnyContentModel[];
  /** Content types of blocks (what "any block" lists hold). */
  blockTypes: readonly string[];
}

export interface TextPattern {
  regexp: string;
  message: string | undefined;
}

interface FieldBase {
  id: string;
  label: string;
  helpText: string | undefined;
  required: boolean;
  /** Localised fields are edited in the default locale. */
  localized: boolean;
  definition: FieldDefinition;
}

export type TextWidget = 'text' | 'slug' | 'url' | 'textarea' | 'markdown';

export type FormField = FieldBase &
  (
    | { widget: TextWidget; maxLength: number | undefined; minLength: number | undefined; pattern: TextPattern | undefined }
    | { widget: 'colour' }
    | { widget: 'select'; choices: readonly string[] }
    | { widget: 'checkbox' }
    | { widget: 'number'; integer: boolean; min: number | undefined; max: number | undefined }
    | { widget: 'date' }
    | { widget: 'richText'; nodeTypes: ReadonlySet<string> | undefined; marks: ReadonlySet<string> | undefined }
    | { widget: 'tags'; maxItems: number | undefined; itemPattern: TextPattern | undefined }
    | { widget: 'json' }
    | { widget: 'asset'; mimeGroups: readonly string[] }
    | { widget: 'reference'; contentTypes: readonly AnyContentModel[] }
    | { widget: 'references'; contentTypes: readonly AnyContentModel[]; maxItems: number | undefined; minItems: number | undefined }
    | { widget: 'unsupported'; type: string }
  );

export type FormWidget = FormField['widget'];

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;
type WidgetSpec = DistributiveOmit<FormField, keyof FieldBase>;

function findValidation<K extends string>(validations: readonly ContentfulValidation[], key: K): unknown {
  return validations.find((validation) => key in validation)?.[key];
}

function numberOrUndefined(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

function sizeOf(validations: readonly ContentfulValidation[]) {
  const size = findValidation(validations, 'size') as { min?: unknown; max?: unknown } | undefined;
  return { min: numberOrUndefined(size?.min), max: numberOrUndefined(size?.max) };
}

function patternOf(validations: readonly ContentfulValidation[]): TextPattern | undefined {
  const index = validations.findIndex((validation) => 'regexp' in validation);
  if (index === -1) return undefined;
  const validation = validations[index]!;
  const regexp = (validation.regexp as { pattern?: unknown }).pattern;
  return typeof regexp === 'string' ? { regexp, message: typeof validation.message === 'string' ? validation.message : undefined } : undefined;
}

function stringList(value: unknown): string[] | undefined {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : undefined;
}

/** The models a reference field may point to (every block type, and sections where allowed, for block lists). */
export function linkTargets(definition: FieldDefinition, registry: ModelRegistry): AnyContentModel[] {
  const target = definition.linkContentType;
  if (target === undefined) return [];
  if (target !== ANY_BLOCK) return [...target()];
  const ids = new Set([...(definition.allowsSections ? ['section'] : []), ...registry.blockTypes]);
  return registry.models.filter((model) => ids.has(model.id));
}

function textWidget(definition: FieldDefinition): TextWidget {
  switch (definition.widget) {
    case 'slugEditor':
      return 'slug';
    case 'urlEditor':
      return 'url';
    case 'markdown':
      return 'markdown';
    case 'multipleLine':
      return 'textarea';
    default:
      return definition.type === 'Text' ? 'textarea' : 'text';
  }
}

function widgetOf(definition: FieldDefinition, registry: ModelRegistry): WidgetSpec {
  const { validations } = definition;
  switch (definition.type) {
    case 'Symbol':
    case 'Text': {
      if (definition.widget === 'colourPicker') return { widget: 'colour' };
      const choices = definition.choices ?? stringList(findValidation(validations, 'in'));
      if (choices) return { widget: 'select', choices };
      const size = sizeOf(validations);
      return { widget: textWidget(definition), maxLength: size.max, minLength: size.min, pattern: patternOf(validations) };
    }
    case 'Integer':
    case 'Number': {
      const range = findValidation(validations, 'range') as { min?: unknown; max?: unknown } | undefined;
      return { widget: 'number', integer: definition.type === 'Integer', min: numberOrUndefined(range?.min), max: numberOrUndefined(range?.max) };
    }
    case 'Boolean':
      return { widget: 'checkbox' };
    case 'Date':
      return { widget: 'date' };
    case 'RichText': {
      const nodeTypes = stringList(findValidation(validations, 'enabledNodeTypes'));
      const marks = stringList(findValidation(validations, 'enabledMarks'));
      return { widget: 'richText', nodeTypes: nodeTypes && new Set(nodeTypes), marks: marks && new Set(marks) };
    }
    case 'Object':
      return { widget: 'json' };
    case 'Link':
      if (definition.linkType === 'Asset') return { widget: 'asset', mimeGroups: stringList(findValidation(validations, 'linkMimetypeGroup')) ?? [] };
      return { widget: 'reference', contentTypes: linkTargets(definition, registry) };
    case 'Array': {
      const size = sizeOf(validations);
      if (definition.items?.type === 'Link') return { widget: 'references', contentTypes: linkTargets(definition, registry), maxItems: size.max, minItems: size.min };
      if (definition.items?.type === 'Symbol') return { widget: 'tags', maxItems: size.max, itemPattern: patternOf(definition.items.validations) };
      return { widget: 'unsupported', type: 'Array' };
    }
    default:
      return { widget: 'unsupported', type: definition.type };
  }
}

/** The form fields of a model, in the model's order. */
export function fieldsFor(model: AnyContentModel, registry: ModelRegistry): FormField[] {
  return Object.entries(model.fields).map(
    ([id, definition]) =>
      ({
        id,
        label: definition.name,
        helpText: definition.helpText,
        required: definition.required,
        localized: definition.localized,
        definition,
        ...widgetOf(definition, registry),
      }) as FormField,
  );
}

export function modelFor(registry: ModelRegistry, contentType: string): AnyContentModel | undefined {
  return registry.models.find((model) => model.id === contentType);
}

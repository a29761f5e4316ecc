import type { ContentfulContentTypeDefinition, ContentfulEditorInterface, ContentfulFieldDefinition } from './contentful-types';
import { ANY_BLOCK, type AnyContentModel, type FieldWidget } from './model';

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

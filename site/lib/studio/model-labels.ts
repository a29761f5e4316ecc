import 'server-only';
import { registry } from '@storefront/plugins/blocks';
import type { FieldDefinitionLike } from '@storefront/preview/studio/entry-fields';

/** Every content type's name as editors know it: the plugin's label for blocks, the model's name otherwise. */
export function contentTypeLabels(): Record<string, string> {
  return Object.fromEntries(registry.models.map((model) => [model.id, registry.manifestFor(model.id)?.label ?? model.name]));
}

/** The model's fields in its order, for the read-only entry view (undefined for an unknown type). */
export function modelFields(contentType: string): FieldDefinitionLike[] | undefined {
  const model = registry.models.find((candidate) => candidate.id === contentType);
  return model ? Object.entries(model.fields).map(([id, definition]) => ({ id, name: definition.name })) : undefined;
}

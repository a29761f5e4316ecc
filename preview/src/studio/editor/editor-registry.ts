import type { AnyContentModel } from '@storefront/cms-models/define';
import { registry } from '@storefront/plugins/blocks';
import { fieldsFor, modelFor } from '../../forms/fields';

/**
 * The content models and block labels the page editor builds its forms and names from: the one
 * place the editor reads the plugin registry.
 */
export const editorRegistry = registry;

export const modelOf = (contentType: string): AnyContentModel | undefined => modelFor(editorRegistry, contentType);

/** The page model without its block list (the sections column edits that); built once, as the models are fixed at build time. */
export const pageSettingsModel: AnyContentModel | undefined = (() => {
  const page = modelOf('page');
  if (!page) return undefined;
  const fields = Object.fromEntries(Object.entries(page.fields).filter(([id]) => id !== 'sections'));
  return { ...page, fields };
})();

/** A field's label in its content type's model (its id when the model has no such field). */
export const fieldLabel = (contentType: string, fieldId: string) => modelOf(contentType)?.fields[fieldId]?.name ?? fieldId;

/** The field a new block's form focuses first. */
export function firstFieldId(contentType: string): string | undefined {
  const model = modelOf(contentType);
  return model ? fieldsFor(model, editorRegistry)[0]?.id : undefined;
}

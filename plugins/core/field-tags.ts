/**
 * Field tags: the data attributes that mark which entry field an element shows. They are the
 * attributes Contentful's live-preview inspector mode reads, so click-to-edit works both in our
 * studio (the preview channel reads them too) and inside Contentful's own web app.
 */
export const FIELD_TAG_ENTRY_ID = 'data-contentful-entry-id';
export const FIELD_TAG_FIELD_ID = 'data-contentful-field-id';
export const FIELD_TAG_LOCALE = 'data-contentful-locale';

export interface FieldTagAttributes {
  'data-contentful-entry-id'?: string;
  'data-contentful-field-id'?: string;
  'data-contentful-locale'?: string;
}

/**
 * Attributes for an element showing one field of one entry; spread them on the element:
 * `<h2 {...context.fieldTags(content.id, 'heading')}>`. Tag an element with a text field only
 * where it shows the field's text as it is: the live preview patches such elements directly
 * while an editor types.
 */
export type FieldTagger = (entryId: string, fieldId: string) => FieldTagAttributes;

const NO_TAGS: FieldTagAttributes = Object.freeze({});

/** Tags only in preview: the storefront's HTML stays free of editing metadata. */
export function createFieldTagger({ preview, locale }: { preview: boolean; locale: string }): FieldTagger {
  if (!preview) return () => NO_TAGS;
  return (entryId, fieldId) => ({ [FIELD_TAG_ENTRY_ID]: entryId, [FIELD_TAG_FIELD_ID]: fieldId, [FIELD_TAG_LOCALE]: locale });
}

/** Contentful content-type JSON, as the Content Management API and `contentful space import` use it. */
export type ContentfulFieldType =
  | 'Symbol'
  | 'Text'
  | 'RichText'
  | 'Integer'
  | 'Number'
  | 'Boolean'
  | 'Date'
  | 'Location'
  | 'Object'
  | 'Link'
  | 'Array';

export type ContentfulValidation = Record<string, unknown>;

export interface ContentfulFieldDefinition {
  id: string;
  name: string;
  type: ContentfulFieldType;
  localized: boolean;
  required: boolean;
  disabled: boolean;
  omitted: boolean;
  validations: ContentfulValidation[];
  linkType?: 'Entry' | 'Asset';
  items?: { type: 'Symbol' | 'Link'; linkType?: 'Entry' | 'Asset'; validations: ContentfulValidation[] };
  defaultValue?: Record<string, unknown>;
}

export interface ContentfulContentTypeDefinition {
  sys: { id: string; type: 'ContentType' };
  name: string;
  description: string;
  displayField: string;
  fields: ContentfulFieldDefinition[];
}

export interface ContentfulEditorInterface {
  sys: { id: 'default'; type: 'EditorInterface'; contentType: { sys: { id: string; type: 'Link'; linkType: 'ContentType' } } };
  controls: Array<{ fieldId: string; widgetId: string; widgetNamespace: 'builtin'; settings?: Record<string, unknown> }>;
}

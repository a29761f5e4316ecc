import { z } from 'zod';

/** Field types of the Contentful content model. */
export const fieldTypes = [
  'Symbol',
  'Text',
  'RichText',
  'Integer',
  'Number',
  'Date',
  'Boolean',
  'Location',
  'Object',
  'Link',
  'ResourceLink',
  'Array',
] as const;
export type FieldType = (typeof fieldTypes)[number];

export const linkTypeSchema = z.enum(['Entry', 'Asset']);
export type LinkType = z.infer<typeof linkTypeSchema>;

const validationSchema = z.record(z.string(), z.unknown());

const arrayItemsSchema = z
  .object({
    type: z.enum(['Symbol', 'Link', 'ResourceLink']),
    linkType: z.string().optional(),
    validations: z.array(validationSchema).optional(),
  })
  .passthrough();

/** A content type field definition, as the Content Management API shapes it (unknown keys are kept). */
export const contentTypeFieldSchema = z
  .object({
    id: z.string().regex(/^[a-zA-Z0-9_]{1,64}$/, 'field ids are 1-64 letters, digits or underscores'),
    name: z.string(),
    type: z.enum(fieldTypes),
    localized: z.boolean().optional(),
    required: z.boolean().optional(),
    disabled: z.boolean().optional(),
    omitted: z.boolean().optional(),
    deleted: z.boolean().optional(),
    validations: z.array(validationSchema).optional(),
    linkType: z.string().optional(),
    items: arrayItemsSchema.optional(),
  })
  .passthrough()
  .superRefine((field, ctx) => {
    if (field.type === 'Link' && field.linkType !== 'Entry' && field.linkType !== 'Asset') {
      ctx.addIssue({ code: 'custom', message: `Link field '${field.id}' needs linkType 'Entry' or 'Asset'` });
    }
    if (field.type === 'Array') {
      if (!field.items) {
        ctx.addIssue({ code: 'custom', message: `Array field '${field.id}' needs an items definition` });
      } else if (field.items.type === 'Link' && field.items.linkType !== 'Entry' && field.items.linkType !== 'Asset') {
        ctx.addIssue({ code: 'custom', message: `Array field '${field.id}' links need linkType 'Entry' or 'Asset'` });
      }
    }
  });

export type ContentTypeField = z.infer<typeof contentTypeFieldSchema>;

export const contentTypeDefinitionSchema = z
  .object({
    name: z.string().min(1),
    description: z.string().nullable().optional(),
    displayField: z.string().nullable().optional(),
    fields: z.array(contentTypeFieldSchema),
  })
  .superRefine((definition, ctx) => {
    const seen = new Set<string>();
    for (const field of definition.fields) {
      if (seen.has(field.id)) ctx.addIssue({ code: 'custom', message: `field id '${field.id}' is used twice` });
      seen.add(field.id);
    }
    if (definition.displayField && !seen.has(definition.displayField)) {
      ctx.addIssue({ code: 'custom', message: `displayField '${definition.displayField}' is not a field` });
    }
  });

export type ContentTypeDefinition = z.infer<typeof contentTypeDefinitionSchema>;

/** The fields an asset has; assets have no content type, so this is their fixed model. */
export const assetFields: ContentTypeField[] = [
  { id: 'title', name: 'Title', type: 'Symbol', localized: true },
  { id: 'description', name: 'Description', type: 'Text', localized: true },
  { id: 'file', name: 'File', type: 'Object', localized: true },
];

/** True for fields the delivery APIs leave out of responses. */
export function isHiddenFromDelivery(field: ContentTypeField): boolean {
  return field.omitted === true || field.deleted === true;
}

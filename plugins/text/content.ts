import type { ModelOutput } from '@storefront/cms-models/define';
import type { RichTextDocument } from '@storefront/cms-models/rich-text';
import type { textModel } from './model';

export interface TextContent {
  id: string;
  body: RichTextDocument;
  alignment: 'left' | 'centre';
  width: 'narrow' | 'standard' | 'wide';
}

export function toTextContent(fields: ModelOutput<typeof textModel>, entry: { id: string }): TextContent {
  return { id: entry.id, body: fields.body, alignment: fields.alignment ?? 'left', width: fields.width ?? 'standard' };
}

import { z } from 'zod';
import type { FieldDefinition } from '../model';
import type { CmsAsset } from '../nodes';
import { checkUrl } from '../safe-url';
import { reportWarning } from '../validation-warnings';
import { nullToUndefined, type CommonOptions } from './base';

/** The image field: an asset, held to the URL rule for its file, as the app's CmsImage. */

/** The app's image type (what components receive for an asset field). */
export interface CmsImage {
  id: string;
  url: string;
  alt: string;
  width: number | undefined;
  height: number | undefined;
  contentType: string;
}

function isCmsAsset(value: unknown): value is CmsAsset {
  return typeof value === 'object' && value !== null && (value as { kind?: unknown }).kind === 'asset';
}

const imageSchema = z.unknown().transform((value, ctx): CmsImage => {
  if (!isCmsAsset(value)) {
    ctx.addIssue({ code: 'custom', message: 'Image is missing or not published' });
    return z.NEVER;
  }
  if (!value.contentType.startsWith('image/')) {
    ctx.addIssue({ code: 'custom', message: `Asset ${value.id} is ${value.contentType}, not an image` });
    return z.NEVER;
  }
  if (!value.url) {
    ctx.addIssue({ code: 'custom', message: `Asset ${value.id} has no file` });
    return z.NEVER;
  }
  const file = checkUrl(value.url, 'resource');
  if (!file.safe) {
    ctx.addIssue({ code: 'custom', message: `Asset ${value.id} has an unsafe file URL: ${file.reason}` });
    return z.NEVER;
  }
  return {
    id: value.id,
    url: value.url,
    alt: value.description || value.title,
    width: value.width,
    height: value.height,
    contentType: value.contentType,
  };
});

/** A single image asset. */
export function image<const R extends boolean = false>(
  options: CommonOptions & { required?: R },
): FieldDefinition<R extends true ? typeof imageSchema : z.ZodOptional<typeof imageSchema>> {
  const required = (options.required ?? false) as R;
  const base = {
    name: options.name,
    type: 'Link' as const,
    linkType: 'Asset' as const,
    required,
    localized: options.localized ?? false,
    helpText: options.helpText,
    widget: 'assetLinkEditor' as const,
    validations: [{ linkMimetypeGroup: ['image'] }],
  };
  if (required) return { ...base, schema: z.preprocess(nullToUndefined, imageSchema) } as never;
  // An optional image that fails (unpublished, wrong type) is dropped with a warning.
  const tolerant = z.unknown().transform((value): CmsImage | undefined => {
    if (value === undefined || value === null) return undefined;
    const parsed = imageSchema.safeParse(value);
    if (parsed.success) return parsed.data;
    reportWarning({
      entryId: isCmsAsset(value) ? value.id : String((value as { id?: unknown }).id ?? 'unknown'),
      contentType: 'Asset',
      reason: parsed.error.issues[0]?.message ?? 'invalid image',
    });
    return undefined;
  });
  return { ...base, schema: z.preprocess(nullToUndefined, tolerant) } as never;
}

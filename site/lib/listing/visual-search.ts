import 'server-only';
import { processSingleton } from '@storefront/platform/process-singleton';
import sharp from 'sharp';
import { z } from 'zod';
import type { CategoryNode } from '@storefront/catalogue/queries/category-tree';
import { getCatalogueColours } from '@storefront/catalogue/queries/colour-references';
import { findVisualSearch, saveVisualSearch, type StoredVisualSearch } from '@storefront/catalogue/visual-search/store';
import type { Database } from '@storefront/db/client';
import { detectColours, type ColourReference, type DetectedColour } from '@storefront/plugins/listing/rules/visual-colours';
import type { Filters } from '@storefront/plugins/listing/rules/facets';
import type { ListingProduct } from '@storefront/plugins/listing/rules/listing-product';
import { isVisualSearchId, searchedColourOrder, visualSearchUrl, withSearchedColour, type VisualSearchView } from '@storefront/plugins/listing/rules/visual-search';
import { TtlCache } from '../platform/ttl-cache';
import { csrfFailure, describeIssues, errorResponse, readMultipart } from '../platform/http';
import { log } from '../platform/log';
import { readBoundedBody } from '@storefront/platform/bounded-body';

/**
 * Visual search (L §2, §4): an uploaded photo is decoded, its colours found and kept server-side
 * under a random id with a small thumbnail (never the photo itself); the listing URL carries the
 * id. Searches expire after a day.
 */
export const visualSearchLimits = {
  /** The browser shrinks photos before sending; this still allows an unshrunk phone photo. */
  maxBytes: 8 * 1024 * 1024,
  /** Refuses decompression bombs: a small file that decodes to a huge image. */
  maxInputPixels: 50_000_000,
  formats: ['jpeg', 'png', 'webp', 'gif'] as const,
  /** Colours are read from the photo shrunk to fit this square. */
  analysisPx: 96,
  thumbnailPx: 160,
} as const;

export const visualSearchErrors = {
  notAnImage: 'Upload a JPEG, PNG, WebP or GIF image.',
  unreadable: 'We couldn’t read that image. Please try another photo.',
  empty: 'The image is empty.',
  tooLarge: `That image is too large: the limit is ${visualSearchLimits.maxBytes / (1024 * 1024)} MB.`,
  noColours: 'We couldn’t find any colours in that image. Please try another photo.',
  unknownCategory: 'Choose a category from the list, or search everything.',
  missingImage: 'Send the photo in the form field "image".',
  wrongContentType: 'Send the photo as multipart/form-data (field "image") or as the image itself (Content-Type image/…).',
} as const;

const formats: readonly string[] = visualSearchLimits.formats;

export type ImageAnalysis = { ok: true; colours: DetectedColour[]; thumbnail: Buffer } | { ok: false; status: 415 | 422; message: string };

/** The photo's colours and its thumbnail; a file that is not a supported image gives a message. */
export async function analyseImage(bytes: Uint8Array, references: readonly ColourReference[]): Promise<ImageAnalysis> {
  const options = { limitInputPixels: visualSearchLimits.maxInputPixels, failOn: 'error' as const };
  let format: string | undefined;
  try {
    format = (await sharp(bytes, options).metadata()).format;
  } catch {
    return { ok: false, status: 415, message: visualSearchErrors.notAnImage };
  }
  if (!format || !formats.includes(format)) return { ok: false, status: 415, message: visualSearchErrors.notAnImage };
  try {
    // rotate() applies the camera's orientation; a transparent PNG keeps its alpha.
    const { data, info } = await sharp(bytes, options)
      .rotate()
      .resize(visualSearchLimits.analysisPx, visualSearchLimits.analysisPx, { fit: 'inside', withoutEnlargement: true })
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const colours = detectColours({ data, width: info.width, height: info.height, channels: 4 }, references);
    if (colours.length === 0) return { ok: false, status: 422, message: visualSearchErrors.noColours };
    const thumbnail = await sharp(bytes, options)
      .rotate()
      .resize(visualSearchLimits.thumbnailPx, visualSearchLimits.thumbnailPx, { fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .webp({ quality: 72 })
      .toBuffer();
    return { ok: true, colours, thumbnail };
  } catch {
    return { ok: false, status: 422, message: visualSearchErrors.unreadable };
  }
}


/** The catalogue's named colours, read at most every ten minutes. */
export function catalogueColourReferences(db: Database): Promise<ColourReference[]> {
  const cache = processSingleton('site.catalogueColours', () => new TtlCache<ColourReference[]>(10 * 60_000, 4));
  return cache.get('all', () => getCatalogueColours(db));
}

export function thumbnailUrl(id: string): string {
  return `/_api/visual-search/${id}`;
}

/** Category slug → name, for every category of the site's tree. */
export function categoryNames(tree: readonly CategoryNode[]): Map<string, string> {
  const names = new Map<string, string>();
  const visit = (nodes: readonly CategoryNode[]) => {
    for (const node of nodes) {
      if (node.productCount > 0) names.set(node.slug, node.name);
      visit(node.children);
    }
  };
  visit(tree);
  return names;
}

export interface VisualSearchDeps {
  site: { id: string };
  db: Database;
  /** The site's category tree. */
  categories: () => Promise<readonly CategoryNode[]>;
  now?: () => Date;
}

const categoryField = z.string().trim().max(200).regex(/^[a-z0-9-]+(?:\/[a-z0-9-]+)*$/, visualSearchErrors.unknownCategory).optional().or(z.literal('').transform(() => undefined));

/**
 * POST /_api/visual-search: the photo as multipart/form-data (field "image", optional field
 * "category") or as the raw image (category in the query string). CSRF-checked and size-limited;
 * 201 with the colours found and the listing URL, or a 4xx with a message.
 */
export async function visualSearchPostResponse(request: Request, deps: VisualSearchDeps): Promise<Response> {
  const failure = csrfFailure(request);
  if (failure) return failure;
  const type = request.headers.get('content-type') ?? '';
  const isForm = type.startsWith('multipart/form-data');
  if (!isForm && !type.startsWith('image/')) return errorResponse(415, visualSearchErrors.wrongContentType);
  // Room for the form's boundaries and other fields on top of the image itself.
  const limit = visualSearchLimits.maxBytes + (isForm ? 16 * 1024 : 0);
  let image: Buffer;
  let category: unknown;
  if (isForm) {
    const body = await readMultipart(request, limit);
    if (!body.ok) return body.response.status === 413 ? errorResponse(413, visualSearchErrors.tooLarge) : body.response;
    const file = body.form.get('image');
    if (!(file instanceof Blob)) return errorResponse(400, visualSearchErrors.missingImage);
    image = Buffer.from(await file.arrayBuffer());
    category = body.form.get('category') ?? undefined;
  } else {
    const body = await readBoundedBody(request, limit);
    if (!body) return errorResponse(413, visualSearchErrors.tooLarge);
    image = Buffer.from(body.buffer, body.byteOffset, body.byteLength);
    category = new URL(request.url).searchParams.get('category') ?? undefined;
  }
  if (image.byteLength === 0) return errorResponse(400, visualSearchErrors.empty);
  if (image.byteLength > visualSearchLimits.maxBytes) return errorResponse(413, visualSearchErrors.tooLarge);
  const parsedCategory = categoryField.safeParse(category);
  if (!parsedCategory.success) return errorResponse(400, describeIssues(parsedCategory.error));
  const categorySlug = parsedCategory.data;
  if (categorySlug && !categoryNames(await deps.categories()).has(categorySlug)) return errorResponse(400, visualSearchErrors.unknownCategory);

  const analysis = await analyseImage(image, await catalogueColourReferences(deps.db));
  if (!analysis.ok) return errorResponse(analysis.status, analysis.message);
  const id = await saveVisualSearch(deps.db, { fascia: deps.site.id, colours: analysis.colours, categorySlug, thumbnail: analysis.thumbnail }, deps.now?.());
  log.info('visual_search.created', { id, site: deps.site.id, colours: analysis.colours.map((colour) => colour.facet), category: categorySlug });
  return Response.json({ success: true, id, colours: analysis.colours, url: visualSearchUrl(id, analysis.colours) }, { status: 201, headers: { 'Cache-Control': 'no-store' } });
}

/** A live search of this site (kept by the catalogue); undefined for an id that cannot be one, or one unknown, of another site or expired. */
function liveVisualSearch(deps: Pick<VisualSearchDeps, 'site' | 'db' | 'now'>, id: string): Promise<StoredVisualSearch | undefined> {
  return isVisualSearchId(id) ? findVisualSearch(deps.db, deps.site.id, id, deps.now?.()) : Promise.resolve(undefined);
}

/** GET /_api/visual-search/{id}: the search's thumbnail, for its listing header. */
export async function visualSearchThumbnailResponse(id: string, deps: Pick<VisualSearchDeps, 'site' | 'db' | 'now'>): Promise<Response> {
  const search = await liveVisualSearch(deps, id);
  if (!search) return errorResponse(404, 'This image search has expired.');
  return new Response(new Uint8Array(search.thumbnail), { headers: { 'content-type': 'image/webp', 'cache-control': 'private, max-age=3600', 'x-content-type-options': 'nosniff' } });
}

/** What a listing shows of the visual search its URL names. */
export async function visualSearchView(deps: Pick<VisualSearchDeps, 'site' | 'db' | 'categories' | 'now'>, id: string): Promise<{ view: VisualSearchView; categorySlug: string | undefined }> {
  const search = await liveVisualSearch(deps, id);
  if (!search) return { view: { status: 'expired', id }, categorySlug: undefined };
  const slug = search.categorySlug ?? undefined;
  const name = slug ? categoryNames(await deps.categories()).get(slug) : undefined;
  return {
    view: { status: 'found', id, thumbnailUrl: thumbnailUrl(id), colours: search.colours, category: slug && name ? { slug, name } : undefined },
    categorySlug: slug && name ? slug : undefined,
  };
}

/** Each result shown in the colour searched for (its card's image and link). */
export function showSearchedColours<E extends { node: ListingProduct }>(edges: readonly E[], colours: readonly DetectedColour[], filters: Filters): E[] {
  const order = searchedColourOrder(colours, filters);
  const sizes = filters.sizes ?? [];
  return edges.map((edge) => ({ ...edge, node: withSearchedColour(edge.node, order, sizes) }));
}

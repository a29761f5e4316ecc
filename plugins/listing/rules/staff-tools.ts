/**
 * Staff and admin tools on listings (L §6): the product export staff download on the office
 * network, and the product-selection toggle the admin config turns on.
 */
import { productUrl } from '../../shared/product/rules/product-links';
import type { ListingProduct } from './listing-product';

export const productExportFileName = 'product-export.csv';

export interface ExportableProduct {
  key: string;
  name: string;
  /** The product page link, relative or absolute. */
  url: string;
}

/** A CSV cell: quoted when needed, and a leading = + - @ neutralised so spreadsheets do not run it. */
function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** product-export.csv: a header and one row per product with key, name and pdpURL (absolute). */
export function productExportCsv(products: readonly ExportableProduct[], origin: string): string {
  const base = origin.replace(/\/+$/, '');
  const rows = products.map((product) => {
    const url = /^https?:\/\//i.test(product.url) ? product.url : `${base}${product.url.startsWith('/') ? '' : '/'}${product.url}`;
    return [product.key, product.name, url].map(csvCell).join(',');
  });
  return [['key', 'name', 'pdpURL'].join(','), ...rows].join('\r\n') + '\r\n';
}

/** The export rows of the products loaded: each links where its card links first (default colour, a lone filtered size). */
export function exportableProducts(
  products: ReadonlyArray<Pick<ListingProduct, 'key' | 'name' | 'slug' | 'defaultColour' | 'isPremier'> & { colourVariants: ReadonlyArray<{ colour: string }> }>,
  selectedSizes: readonly string[] = [],
): ExportableProduct[] {
  return products.map((product) => {
    const colour = product.colourVariants.some((variant) => variant.colour === product.defaultColour) ? product.defaultColour : product.colourVariants[0]?.colour;
    return { key: product.key, name: product.name, url: productUrl({ slug: product.slug, colour, selectedSizes, isPremier: product.isPremier }) };
  });
}

/** The selected-product toggle shows on cards only when the admin config lists the product-selection feature. */
export function showsProductSelectionToggle(adminConfig: { features?: readonly string[] } | null | undefined): boolean {
  return adminConfig?.features?.includes('product-selection') ?? false;
}

/** Preview badges show on cards in preview mode when the admin config lists them (P §5, §6). */
export function showsPreviewBadges(adminConfig: { features?: readonly string[] } | null | undefined, previewMode: boolean): boolean {
  return previewMode && (adminConfig?.features?.includes('preview-badges') ?? false);
}

export interface AdminTools {
  productSelection: boolean;
  previewBadges: boolean;
}

/**
 * The admin tools a viewer gets: only staff on the office network and editors in preview see any
 * (a shopper never does), and only those the admin config lists.
 */
export function adminToolsFor(viewer: { staff: boolean; preview: boolean }, adminConfig: { features?: readonly string[] } | null | undefined): AdminTools {
  return {
    productSelection: (viewer.staff || viewer.preview) && showsProductSelectionToggle(adminConfig),
    previewBadges: showsPreviewBadges(adminConfig, viewer.preview),
  };
}

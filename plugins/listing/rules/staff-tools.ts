/**
 * Staff and admin tools on listings (L §6): the product export staff download on the office
 * network, and the product-selection toggle the admin config turns on.
 */

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

/** The selected-product toggle shows on cards only when the admin config lists the product-selection feature. */
export function showsProductSelectionToggle(adminConfig: { features?: readonly string[] } | null | undefined): boolean {
  return adminConfig?.features?.includes('product-selection') ?? false;
}

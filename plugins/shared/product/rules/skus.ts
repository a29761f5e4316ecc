/**
 * Product SKUs as content and cards give them (L §5, P §3, §5): 'sku#colour'. A SKU with a hyphen
 * that does not start with P or p is cut at the hyphen; the colour follows the # sign.
 */

export interface ProductSkuReference {
  /** The product-level SKU to look the product up by. */
  sku: string;
  /** The colour after '#', if any. */
  colour: string | undefined;
}

/** The product SKU of a variant SKU: 'ABC12345-001-10' → 'ABC12345'; P-SKUs kept whole. */
export function productSku(sku: string): string {
  const trimmed = sku.trim();
  const hyphen = trimmed.indexOf('-');
  if (hyphen < 0 || /^p/i.test(trimmed)) return trimmed;
  return trimmed.slice(0, hyphen);
}

/** Reads 'sku#colour'; undefined when there is no SKU before the '#'. */
export function parseProductSku(value: unknown): ProductSkuReference | undefined {
  if (typeof value !== 'string') return undefined;
  const hash = value.indexOf('#');
  const sku = productSku(hash >= 0 ? value.slice(0, hash) : value);
  if (sku === '') return undefined;
  const colour = hash >= 0 ? value.slice(hash + 1).trim() : '';
  return { sku, colour: colour === '' ? undefined : colour };
}

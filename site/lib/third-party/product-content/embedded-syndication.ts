import 'server-only';
import { providerProductByEan } from '@storefront/catalogue/queries/third-party';
import { getDb } from '../../platform/db';
import { json } from '../embedded-html';

export const EAN = /^\d{13}$/;
/** Departments whose brands syndicate rich product content (beauty and home manufacturers). */
const SYNDICATING_DEPARTMENTS = new Set(['beauty', 'home']);

/**
 * The embedded product-content syndicator (P §2 'third-party product content loader keyed by EAN
 * barcode'), speaking its vendor's protocol: `GET /content/{ean}` answers the manufacturer's
 * content modules for a product it carries, 404 for an EAN it has no content for (fashion
 * brands do not syndicate; unknown barcodes).
 */
export async function embeddedSyndication(_request: Request, path: string): Promise<Response> {
  const ean = /^\/content\/(\d+)$/.exec(path)?.[1] ?? '';
  const product = EAN.test(ean) ? await providerProductByEan(await getDb(), ean) : undefined;
  if (!product || !SYNDICATING_DEPARTMENTS.has(product.categorySlugs[0] ?? '')) return json({ error: 'NO_CONTENT' }, 404);
  const specs = Object.entries(product.attributes).map(([name, value]) => ({ label: name.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/^./, (c) => c.toUpperCase()), value }));
  return json({
    ean,
    brand: product.brandName,
    modules: [
      { kind: 'headline', text: `${product.brandName} ${product.name}` },
      { kind: 'paragraph', text: product.description },
      ...(specs.length ? [{ kind: 'specifications', rows: specs }] : []),
      ...(product.detailsAndCare ? [{ kind: 'paragraph', heading: 'How to use and care', text: product.detailsAndCare }] : []),
      { kind: 'shades', items: product.colours.map((colour) => ({ name: colour.label, hex: colour.swatchHex })) },
    ],
  });
}

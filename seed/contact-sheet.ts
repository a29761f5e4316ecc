/**
 * Renders contact sheets of the generated product imagery and the campaign banners, for
 * looking at the artwork: `pnpm --filter @storefront/catalogue contact-sheet [outDir]`.
 * Writes products.png (one product per product type: front, back, detail), colours.png
 * (several colours of a few products) and campaigns.png.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp, { type OverlayOptions } from 'sharp';
import { campaignThemes, renderCampaignImage } from './src/imagery/campaign';
import { renderProductImage } from './src/imagery/render';
import { generateCatalogue, type ProductColourRow, type ProductRow } from './src/catalogue/generate';

const outDir = process.argv[2] ?? '/tmp/catalogue-contact-sheet';
mkdirSync(outDir, { recursive: true });
const catalogue = generateCatalogue();
const coloursOf = new Map<string, ProductColourRow[]>();
for (const colour of catalogue.productColours) coloursOf.set(colour.productId, [...(coloursOf.get(colour.productId) ?? []), colour]);

async function sheet(file: string, tiles: Array<() => Promise<Buffer>>, columns: number, tile: { width: number; height: number }): Promise<void> {
  const images = await Promise.all(tiles.map((render) => render()));
  const overlays: OverlayOptions[] = images.map((input, index) => ({ input, left: (index % columns) * tile.width, top: Math.floor(index / columns) * tile.height }));
  const rows = Math.ceil(images.length / columns);
  await sharp({ create: { width: columns * tile.width, height: rows * tile.height, channels: 3, background: '#ffffff' } })
    .composite(overlays)
    .png()
    .toFile(join(outDir, file));
  console.info(`wrote ${join(outDir, file)}`);
}

const productTile = (product: ProductRow, colour: ProductColourRow, view: 1 | 2 | 3 | 4) => () =>
  renderProductImage({ key: product.key, productType: product.productType, attributes: product.attributes, colour: { code: colour.colour, hex: colour.swatchHex }, view }, { width: 200 });

const firstOfType = new Map<string, ProductRow>();
for (const product of catalogue.products) if (!firstOfType.has(product.productType)) firstOfType.set(product.productType, product);
const perType = [...firstOfType.values()];
await sheet(
  'products.png',
  perType.flatMap((product) => ([1, 2, 3] as const).map((view) => productTile(product, coloursOf.get(product.id)![0]!, view))),
  12,
  { width: 200, height: 300 },
);

const multiColour = catalogue.products.filter((product) => (coloursOf.get(product.id)?.length ?? 0) >= 4).slice(0, 10);
await sheet(
  'colours.png',
  multiColour.flatMap((product) => coloursOf.get(product.id)!.slice(0, 4).map((colour) => productTile(product, colour, 1))),
  8,
  { width: 200, height: 300 },
);

await sheet(
  'campaigns.png',
  campaignThemes.map((theme) => () => renderCampaignImage({ theme, seed: 1, width: 800, height: 360 })),
  2,
  { width: 800, height: 360 },
);

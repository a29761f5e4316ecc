import sharp, { type Stats } from 'sharp';
import { describe, expect, it } from 'vitest';
import { generateCatalogue, productTypes } from '../catalogue/generate';
import { hasDrawer } from './art/registry';
import { campaignThemes, renderCampaignImage } from './campaign';
import { luminance } from './colour';
import { renderProductImage, renderSwatchImage } from './render';

const catalogue = generateCatalogue();

describe('product artwork', () => {
  it('has a drawing for every product type', () => {
    for (const type of productTypes) expect(hasDrawer(type.id), type.id).toBe(true);
  });

  it.each(productTypes.map((type) => type.id))('draws %s as a picture in its colour, different for another colour', async (typeId) => {
    const product = catalogue.products.find((candidate) => candidate.productType === typeId)!;
    const base = { key: product.key, productType: product.productType, attributes: product.attributes, view: 1 as const };
    const [dark, light] = await Promise.all(
      [
        { code: 'navy', hex: '#1f2b47' },
        { code: 'lemon', hex: '#f0de84' },
      ].map((colour) => renderProductImage({ ...base, colour }, { width: 120 })),
    );
    expect(dark!.equals(light!)).toBe(false);
    const stats = await sharp(dark!).stats();
    // Not a blank card: the picture has real contrast.
    expect(Math.max(...stats.channels.map((channel) => channel.stdev)), typeId).toBeGreaterThan(12);
    // The colour paints the product itself: where the two pictures differ strongly, the navy
    // one is the darker, over a good part of the frame.
    const [a, b] = await Promise.all([dark!, light!].map((png) => sharp(png).removeAlpha().raw().toBuffer()));
    let changed = 0;
    let darker = 0;
    for (let index = 0; index < a!.length; index += 3) {
      const sumA = a![index]! + a![index + 1]! + a![index + 2]!;
      const sumB = b![index]! + b![index + 1]! + b![index + 2]!;
      if (Math.abs(sumA - sumB) < 90) continue;
      changed++;
      if (sumA < sumB) darker++;
    }
    const pixels = a!.length / 3;
    expect(changed / pixels, typeId).toBeGreaterThan(typeId === 'necklace' || typeId === 'earrings' ? 0.001 : 0.01);
    expect(darker / changed, typeId).toBeGreaterThan(0.7);
  });

  it('draws the same product the same way every time', async () => {
    const product = catalogue.products[10]!;
    const request = { key: product.key, productType: product.productType, attributes: product.attributes, view: 2 as const, colour: { code: 'x', hex: '#c0272d' } };
    expect((await renderProductImage(request, { width: 60 })).equals(await renderProductImage(request, { width: 60 }))).toBe(true);
  });

  it('renders swatches in the colour of the cloth', async () => {
    const product = catalogue.products.find((candidate) => candidate.attributes.pattern === 'Plain' && candidate.productType === 'midi-dress')!;
    const swatch = await renderSwatchImage({ key: product.key, productType: product.productType, attributes: product.attributes, colour: { code: 'red', hex: '#be2630' } }, { size: 40 });
    const { channels } = await sharp(swatch).stats();
    expect(channels[0]!.mean).toBeGreaterThan(channels[1]!.mean * 2);
  });
});

describe('campaign artwork', () => {
  it.each(campaignThemes)('composes a %s banner at the requested size', async (theme) => {
    const png = await renderCampaignImage({ theme, seed: 3, width: 320, height: 140 });
    const meta = await sharp(png).metadata();
    expect([meta.width, meta.height]).toEqual([320, 140]);
    const stats = await sharp(png).stats();
    expect(Math.max(...stats.channels.map((channel) => channel.stdev))).toBeGreaterThan(10);
  });

  it('varies with the seed and keeps the left of a wide banner calm for the heading', async () => {
    const [one, two] = await Promise.all([1, 2].map((seed) => renderCampaignImage({ theme: 'occasion', seed, width: 400, height: 160 })));
    expect(one!.equals(two!)).toBe(false);
    // stats() reads the input, so crop into a new image first.
    const region = async (left: number, width: number) => sharp(await sharp(one!).extract({ left, top: 0, width, height: 160 }).png().toBuffer()).stats();
    const left = await region(0, 140);
    const right = await region(240, 160);
    const spread = (stats: Stats) => Math.max(...stats.channels.map((channel) => channel.stdev));
    expect(spread(left)).toBeLessThan(spread(right));
  });

  it('rejects unknown themes and sizes', async () => {
    await expect(renderCampaignImage({ theme: 'winter' as never, seed: 1, width: 10, height: 10 })).rejects.toThrow('Unknown campaign theme');
    await expect(renderCampaignImage({ theme: 'sale', seed: 1, width: 0, height: 10 })).rejects.toThrow('1–4000');
  });

  it('uses colour helpers that agree with WCAG luminance', () => {
    expect(luminance('#ffffff')).toBeCloseTo(1);
    expect(luminance('#000000')).toBe(0);
  });
});

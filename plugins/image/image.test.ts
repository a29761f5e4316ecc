import { describe, expect, it } from 'vitest';
import { campaignImage, fixtureEntry } from '../shared/fixture-nodes';
import { parseFixture, renderFixture } from '../testing/render';
import { imageManifest } from './manifest';
import { imageRenderer } from './renderer';

const entry = (fields: Record<string, unknown>) =>
  fixtureEntry('i', 'image', { internalName: 'i', image: campaignImage('a', 'home', 1, 1600, 900, 'Linen bedding'), ...fields });

describe('image block', () => {
  it('frames the image at the chosen ratio and requests matching sizes', async () => {
    const { html } = await renderFixture(imageRenderer, entry({ aspectRatio: 'ratio1:1' }));
    expect(html).toContain('--desktop-ratio:1');
    expect(html).toMatch(/w=1440&amp;h=1440&amp;fit=fill/);
    expect(html).toContain('alt="Linen bedding"');
  });

  it('keeps the natural ratio for "original"', async () => {
    const { html } = await renderFixture(imageRenderer, entry({}));
    expect(html).toContain(`--desktop-ratio:${1600 / 900}`);
  });

  it('wraps the image in its link and shows the caption', async () => {
    const { html } = await renderFixture(imageRenderer, entry({ href: '/categories/home', caption: 'The linen shop' }));
    expect(html).toMatch(/<a[^>]*href="\/categories\/home"[^>]*aria-label="The linen shop"/);
    expect(html).toContain('<figcaption');
  });

  it('rejects an asset that is not an image', () => {
    const pdf = { ...campaignImage('doc', 'home', 1, 1, 1, 'Spec sheet'), contentType: 'application/pdf' };
    const parsed = parseFixture(imageManifest, entry({ image: pdf }));
    expect(parsed.result.success).toBe(false);
  });
});

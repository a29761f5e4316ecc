import { describe, expect, it } from 'vitest';
import { campaignImage, fixtureEntry } from '../shared/fixture-nodes';
import { renderFixture } from '../testing/render';
import { linksPerLine } from './model';
import { heroBannerRenderer } from './renderer';

const link = (id: string, extra: Record<string, unknown> = {}) =>
  fixtureEntry(id, 'heroBannerLink', { label: `Link ${id}`, href: `/pages/${id}`, ...extra });

const hero = (fields: Record<string, unknown>) =>
  fixtureEntry('hero', 'heroBanner', {
    internalName: 'hero',
    heading: 'Heading',
    image: campaignImage('img', 'occasion', 1, 2000, 800, 'A campaign photo'),
    ...fields,
  });

describe('hero banner', () => {
  it('stacks links per row or column, defaulting to 1 when the value is not a number', () => {
    expect(linksPerLine('3')).toBe(3);
    expect(linksPerLine(' 2 ')).toBe(2);
    expect(linksPerLine('two')).toBe(1);
    expect(linksPerLine('')).toBe(1);
    expect(linksPerLine(undefined)).toBe(1);
    expect(linksPerLine('0')).toBe(1);
    expect(linksPerLine('1.5')).toBe(1);
  });

  it('lays links out in rows of the configured count', async () => {
    const { html } = await renderFixture(
      heroBannerRenderer,
      hero({ links: [link('a'), link('b'), link('c')], linksDirection: 'rows', stackedLinksPerRow: '3' }),
    );
    expect(html).toContain('data-direction="rows"');
    expect(html).toContain('--per-line:3');
    expect(html.match(/href="\/pages\/[abc]"/g)).toHaveLength(3);
  });

  it('uses the per-column value for columns, and 1 when it is not a number', async () => {
    const { html } = await renderFixture(
      heroBannerRenderer,
      hero({ links: [link('a'), link('b')], linksDirection: 'columns', stackedLinksPerRow: '4', stackedLinksPerColumn: 'lots' }),
    );
    expect(html).toContain('data-direction="columns"');
    expect(html).toContain('--per-line:1');
  });

  it('on a known brand page, adds the brand collection filter to category links that ask for it', async () => {
    const entry = hero({
      links: [
        link('auto', { href: '/categories/women', autoApplyBrandFilter: true }),
        link('manual', { href: '/categories/women/dresses' }),
        link('info', { href: '/pages/informational/delivery', autoApplyBrandFilter: true }),
      ],
    });
    const onBrandPage = await renderFixture(heroBannerRenderer, entry, { context: { pagePath: '/pages/brands/dorothy-perkins' } });
    expect(onBrandPage.html).toContain('href="/categories/women/facet/collection/dorothy%20perkins"');
    expect(onBrandPage.html).toContain('href="/categories/women/dresses"');
    expect(onBrandPage.html).toContain('href="/pages/informational/delivery"');
    const elsewhere = await renderFixture(heroBannerRenderer, entry, { context: { pagePath: '/pages/summer-edit' } });
    expect(elsewhere.html).toContain('href="/categories/women"');
    expect(elsewhere.html).not.toContain('facet/collection');
  });

  it('applies link colours, and hover colours only when hover is enabled', async () => {
    const { html } = await renderFixture(
      heroBannerRenderer,
      hero({
        links: [
          link('plain', { textColour: '#111111', backgroundColour: '#ffffff', hoverTextColour: '#ff0000' }),
          link('hover', { enableHoverOver: true, hoverBackgroundColour: '#000000', hoverTextColour: '#ffffff' }),
        ],
      }),
    );
    const plain = html.match(/<a[^>]*href="\/pages\/plain"[^>]*>/)?.[0] ?? '';
    const hovered = html.match(/<a[^>]*href="\/pages\/hover"[^>]*>/)?.[0] ?? '';
    expect(plain).toContain('--link-text:#111111');
    expect(plain).not.toContain('--link-hover-text:#ff0000');
    expect(plain).not.toContain('data-hover');
    expect(hovered).toContain('data-hover="true"');
    expect(hovered).toContain('--link-hover-background:#000000');
  });

  it('places hotspots by percentage, with mobile falling back to desktop coordinates', async () => {
    const { html } = await renderFixture(
      heroBannerRenderer,
      hero({
        hotspots: [
          fixtureEntry('spot', 'heroBannerHotspot', {
            altText: 'Shop the look',
            imageHotspotLink: '/categories/women',
            desktopCoords: { percentage_startX: 10, percentage_startY: 20, percentage_endX: 40, percentage_endY: 90 },
          }),
        ],
      }),
    );
    expect(html).toContain('aria-label="Shop the look"');
    expect(html).toContain('--d-left:10%;--d-top:20%;--d-width:30%;--d-height:70%');
    expect(html).toContain('--m-left:10%');
  });

  it('drops a hotspot whose area is inverted and keeps the banner', async () => {
    const { html, warnings } = await renderFixture(
      heroBannerRenderer,
      hero({
        hotspots: [
          fixtureEntry('bad-spot', 'heroBannerHotspot', {
            altText: 'Backwards',
            imageHotspotLink: '/x',
            desktopCoords: { percentage_startX: 60, percentage_startY: 20, percentage_endX: 40, percentage_endY: 90 },
          }),
        ],
      }),
    );
    expect(html).toContain('Heading');
    expect(html).not.toContain('Backwards');
    expect(warnings.join()).toMatch(/bad-spot/);
  });

  it('loads the image eagerly only in the first sections', async () => {
    const eager = await renderFixture(heroBannerRenderer, hero({}), { context: { eager: true } });
    const lazy = await renderFixture(heroBannerRenderer, hero({}), { context: { eager: false } });
    expect(eager.html).toContain('loading="eager"');
    expect(eager.html).toContain('fetchPriority="high"');
    expect(lazy.html).toContain('loading="lazy"');
  });

  it('serves a separate mobile image when one is set', async () => {
    const { html } = await renderFixture(
      heroBannerRenderer,
      hero({ mobileImage: campaignImage('img-m', 'occasion', 2, 800, 1000, 'Mobile crop') }),
    );
    expect(html).toMatch(/<source media="\(max-width: 767px\)" srcSet="\/_img\/campaigns\/occasion\/2/);
  });
});

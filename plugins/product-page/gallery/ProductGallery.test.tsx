import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { galleryFixture, galleryWithVideoFixture } from './fixtures';
import { gallerySlides } from './gallery-media';
import { ProductGallery } from './ProductGallery';
import type { ProductGalleryProps } from './types';

const render = (props: ProductGalleryProps) => renderToString(createElement(ProductGallery, props));
const tags = (html: string, name: string) => html.match(new RegExp(`<${name}\\b[^>]*>`, 'g')) ?? [];
const attribute = (tag: string, name: string) => tag.match(new RegExp(`\\s${name}="([^"]*)"`))?.[1];
const mainPictures = (html: string) => tags(html, 'img').filter((tag) => attribute(tag, 'alt') !== '');
const params = (url: string) => new URL(url.replace(/&amp;/g, '&'), 'http://x').searchParams;

describe('the server-drawn gallery (P §2, issue 13 rendering model)', () => {
  it('draws the first picture at once with high priority and a preload, and every other picture lazily', () => {
    const html = render(galleryFixture);
    const pictures = mainPictures(html);
    expect(pictures).toHaveLength(4);
    const [first, ...rest] = pictures;
    expect(attribute(first!, 'loading')).toBe('eager');
    expect(attribute(first!, 'fetchPriority')).toBe('high');
    expect(attribute(first!, 'alt')).toBe('Floral Print Jersey Midi Dress in Khaki, front view');
    for (const picture of rest) {
      expect(attribute(picture, 'loading')).toBe('lazy');
      expect(attribute(picture, 'fetchPriority')).toBe('auto');
    }
    // Thumbnails are lazy too: hidden on phones, they then never load.
    for (const thumbnail of tags(html, 'img').filter((tag) => attribute(tag, 'alt') === '')) expect(attribute(thumbnail, 'loading')).toBe('lazy');
    const preloads = tags(html, 'link').filter((tag) => attribute(tag, 'rel') === 'preload');
    expect(preloads).toHaveLength(1);
    expect(attribute(preloads[0]!, 'fetchPriority')).toBe('high');
    expect(attribute(preloads[0]!, 'imageSrcSet')).toBe(attribute(first!, 'srcSet'));
    expect(attribute(preloads[0]!, 'imageSizes')).toBe(attribute(first!, 'sizes'));
  });

  it('preloads nothing and loads every picture lazily for a colour the page does not show first', () => {
    const html = render({ ...galleryFixture, priority: false });
    for (const picture of mainPictures(html)) expect(attribute(picture, 'loading')).toBe('lazy');
    expect(tags(html, 'link').filter((tag) => attribute(tag, 'rel') === 'preload')).toHaveLength(0);
  });

  it('gives every picture its intrinsic size, and serves it at quality 70 in a 1.5 (height / width) box', () => {
    const html = render(galleryFixture);
    for (const picture of mainPictures(html)) {
      expect([attribute(picture, 'width'), attribute(picture, 'height')]).toEqual(['1200', '1800']);
      for (const candidate of attribute(picture, 'srcSet')!.split(', ')) {
        const query = params(candidate.split(' ')[0]!);
        expect(query.get('q')).toBe('70');
        expect(Number(query.get('h'))).toBe(Number(query.get('w')) * 1.5);
      }
    }
    for (const thumbnail of tags(html, 'img').filter((tag) => attribute(tag, 'alt') === '')) {
      expect([attribute(thumbnail, 'width'), attribute(thumbnail, 'height')]).toEqual(['100', '150']);
    }
  });

  it('zooms into quality 95 pictures', () => {
    const [slide] = gallerySlides(galleryFixture.media, galleryFixture.productName);
    expect(slide?.kind).toBe('image');
    if (slide?.kind !== 'image') return;
    for (const candidate of slide.zoom.srcSet.split(', ')) expect(params(candidate.split(' ')[0]!).get('q')).toBe('95');
    expect(params(slide.zoom.src).get('q')).toBe('95');
  });

  it('labels its controls, counts the pictures for screen readers and disables presses until its code runs', () => {
    const html = render(galleryFixture);
    expect(html).toContain('aria-label="Floral Print Jersey Midi Dress images"');
    expect(html).toContain('aria-label="Next image"');
    expect(html).toContain('aria-label="Previous image"');
    expect(html).toContain('aria-label="Zoom"');
    expect(html).toMatch(/aria-live="polite"[^>]*>Image 1 of 4</);
    expect(html).toMatch(/aria-label="Show image 1 of 4" aria-current="true"/);
    for (const button of tags(html, 'button')) expect(button).toContain('disabled=""');
    // At the first picture there is no previous one.
    expect(tags(html, 'button').find((tag) => tag.includes('Previous image'))).toContain('aria-disabled="true"');
    expect(tags(html, 'button').find((tag) => tag.includes('Next image'))).toContain('aria-disabled="false"');
  });

  it('shows a film by its poster, with no controls until it is played', () => {
    const html = render(galleryWithVideoFixture);
    const [video] = tags(html, 'video');
    expect(video).toBeDefined();
    expect(video).not.toMatch(/\scontrols/);
    expect(attribute(video!, 'preload')).toBe('none');
    expect(attribute(video!, 'poster')).toContain('/_img/products/CST72804/khaki/1');
    expect(html).toContain('aria-label="Play video"');
    // The poster sits in the gallery's box like a picture: the film's size is drawn in the HTML.
    expect([attribute(video!, 'width'), attribute(video!, 'height')]).toEqual(['1080', '1920']);
    expect(video).not.toMatch(/\sautoplay/);
  });

  it('offers the film as WebM first and MP4 after, so browsers without H.264 play it too', () => {
    const html = render(galleryWithVideoFixture);
    const sources = tags(html, 'source').map((tag) => [attribute(tag, 'src'), attribute(tag, 'type')]);
    expect(sources).toEqual([
      ['/_video/products/CST72804/khaki/1.webm', 'video/webm'],
      ['/_video/products/CST72804/khaki/1.mp4', 'video/mp4'],
    ]);
    // Only the video endpoint's MP4 films have a WebM beside them; any other film plays as it is.
    const [elsewhere] = gallerySlides([{ kind: 'video', src: 'https://films.example/a.mp4', poster: '/_img/products/CST72804/khaki/1', width: 1200, height: 1800, mimeType: 'video/mp4' }], 'Dress');
    expect(elsewhere?.kind === 'video' && elsewhere.sources).toEqual([{ src: 'https://films.example/a.mp4', type: 'video/mp4' }]);
  });

  it('preloads no film: a gallery that opens on one preloads only its poster', () => {
    const html = render({ ...galleryWithVideoFixture, media: galleryWithVideoFixture.media.filter((item) => item.kind === 'video') });
    const preloads = tags(html, 'link').filter((tag) => attribute(tag, 'rel') === 'preload');
    expect(preloads.map((tag) => attribute(tag, 'as'))).toEqual(['image']);
    expect(html).not.toMatch(/<link[^>]+\/_video\//);
  });

  it('leaves out media whose URL fails the URL rule, and keeps its place when nothing is left', () => {
    const html = render({
      ...galleryFixture,
      media: [{ kind: 'image', src: 'javascript:alert(1)', alt: 'bad', width: 1200, height: 1800 }, galleryFixture.media[1]!],
    });
    expect(html).not.toContain('javascript:');
    expect(mainPictures(html)).toHaveLength(1);
    expect(attribute(mainPictures(html)[0]!, 'loading')).toBe('eager');
    const empty = render({ ...galleryFixture, media: [] });
    expect(empty).toContain('data-testid="product-gallery"');
    expect(tags(empty, 'img')).toHaveLength(0);
  });
});

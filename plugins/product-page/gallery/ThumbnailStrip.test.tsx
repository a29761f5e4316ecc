// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { galleryFixture, seededImages } from './fixtures';
import { layOut, mountGallery, press, type MountedGallery } from './gallery-harness';

/** Thumbnails 150 px tall with an 8 px gap; the strip is as tall as the main picture (600 px): 3.8 in view. */
const STEP = 158;
const eightPictures = { ...galleryFixture, media: [...seededImages('khaki', 'Khaki'), ...seededImages('stone', 'Stone')] };

let gallery: MountedGallery;
let restoreLayout: () => void;

beforeEach(async () => {
  restoreLayout = layOut({ width: 400, height: 600 });
  vi.spyOn(HTMLElement.prototype, 'offsetTop', 'get').mockImplementation(function (this: HTMLElement) {
    return this.tagName === 'LI' ? [...this.parentElement!.children].indexOf(this) * STEP : 0;
  });
  vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockImplementation(function (this: HTMLElement) {
    return this.tagName === 'UL' ? 8 * STEP - 8 : 600;
  });
  gallery = await mountGallery(eightPictures);
  await press(gallery.section); // the gallery's code arrives and measures the strip
});
afterEach(() => {
  gallery.unmount();
  restoreLayout();
  vi.restoreAllMocks();
});

const strip = () => gallery.section.querySelector('ul')!;
const shown = (label: string) => gallery.button(label).hasAttribute('data-shown');

describe('desktop thumbnail strip', () => {
  it('shows a scroll arrow only where the strip can go, and scrolls one thumbnail per press', async () => {
    expect(shown('Scroll thumbnails up')).toBe(false);
    expect(shown('Scroll thumbnails down')).toBe(true);
    await press(gallery.button('Scroll thumbnails down'));
    expect(strip().scrollTop).toBe(STEP);
    expect(shown('Scroll thumbnails up')).toBe(true);
    for (let step = 0; step < 6; step += 1) await press(gallery.button('Scroll thumbnails down'));
    // 8 thumbnails, 3.8 in view: the last position shows the eighth whole (a browser stops at the end).
    expect(strip().scrollTop).toBe(5 * STEP);
    expect(shown('Scroll thumbnails down')).toBe(false);
    await press(gallery.button('Scroll thumbnails up'));
    expect(strip().scrollTop).toBe(4 * STEP);
  });

  it('keeps the chosen picture’s thumbnail in view', async () => {
    for (let step = 0; step < 5; step += 1) await press(gallery.button('Next image'));
    expect(gallery.counter()).toBe('Image 6 of 8');
    // Thumbnail 6 (index 5) is the last fully shown of the three from index 3.
    expect(strip().scrollTop).toBe(3 * STEP);
    await press(gallery.section.querySelectorAll<HTMLButtonElement>('button[aria-label^="Show image"]')[0]!);
    expect(strip().scrollTop).toBe(0);
  });

  it('follows a wheel scroll of the strip: its arrows say where it can still go', async () => {
    await act(async () => {
      strip().scrollTop = 2 * STEP + 20;
      strip().dispatchEvent(new Event('scroll'));
      strip().dispatchEvent(new Event('scrollend'));
    });
    expect(shown('Scroll thumbnails up')).toBe(true);
    expect(shown('Scroll thumbnails down')).toBe(true);
    await press(gallery.button('Scroll thumbnails down'));
    expect(strip().scrollTop).toBe(3 * STEP);
  });
});

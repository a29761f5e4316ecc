// @vitest-environment happy-dom
import { readFileSync } from 'node:fs';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { galleryFixture, galleryWithVideoFixture } from './fixtures';
import { layOut, mountGallery, pointer, press, settle, type MountedGallery } from './gallery-harness';

let gallery: MountedGallery;
let restoreLayout: () => void;

beforeEach(async () => {
  restoreLayout = layOut({ width: 400, height: 600 });
  gallery = await mountGallery(galleryFixture);
});
afterEach(() => {
  gallery.unmount();
  restoreLayout();
  vi.useRealTimers();
  delete (window as { dataLayer?: unknown[] }).dataLayer;
});

const thumbnails = () => [...gallery.section.querySelectorAll<HTMLButtonElement>('button[aria-label^="Show image"]')];
const slides = () => [...gallery.section.querySelectorAll<HTMLElement>('[aria-roledescription="slide"]')];
const track = () => slides()[0]!.parentElement!;
/** The picture of a slide, the element that zooms. */
const frame = (index: number) => slides()[index]!.firstElementChild as HTMLElement;
const zoomView = () => document.querySelector<HTMLDialogElement>('[data-testid="gallery-zoom-view"]');

/**
 * What decides the size of each box: element, classes, intrinsic size, inline sizes. Transforms
 * (zoom, progress) move nothing. Swiper's state classes and its --swiper-* variables style
 * nothing here: the gallery does not load swiper's stylesheet (checked below).
 */
function layoutOf(root: Element): string[] {
  return [...root.querySelectorAll('*')].map((element) => {
    const classes = [...element.classList].filter((name) => !name.startsWith('swiper-')).join('.');
    const style = (element.getAttribute('style') ?? '')
      .split(';')
      .map((rule) => rule.trim())
      .filter((rule) => rule && !rule.startsWith('transform') && !rule.startsWith('--swiper-') && !rule.startsWith('--zoom-'));
    return [element.tagName, classes, element.getAttribute('width'), element.getAttribute('height'), ...style].join(' ');
  });
}

describe('server HTML to interactive gallery (CLS 0)', () => {
  it('hydrates without a mismatch and keeps every box when swiper takes the strip over', async () => {
    expect(gallery.recoverableErrors).toEqual([]);
    const server = document.createElement('div');
    server.innerHTML = gallery.serverHtml;
    await press(gallery.section); // the first pointer on the gallery brings swiper in
    expect(gallery.section.querySelector('.swiper-initialized')).not.toBeNull();
    // The only size swiper writes is each slide's width, and it is the track's own (flex-basis 100 %).
    const widths = slides().map((slide) => slide.style.width);
    expect(widths.every((width) => width === '' || width === `${track().clientWidth}px`)).toBe(true);
    // The thumbnail strip's scroll arrows arrive with the code, over the strip's ends: out of the flow.
    const inFlow = (lines: string[]) => lines.filter((line) => !line.includes('stripArrow')).map((line) => line.replace(/ width: \d+px$/, ''));
    expect(inFlow(layoutOf(gallery.container))).toEqual(layoutOf(server));
    const css = ['ProductGallery.module.css', 'ZoomView.module.css'].map((file) => readFileSync(new URL(file, import.meta.url), 'utf8')).join('\n');
    expect(css).not.toMatch(/\.swiper|--swiper/);
    expect(css).toMatch(/\.stripArrow \{\n {2}position: absolute;/);
  });
});

describe('main slider and thumbnails', () => {
  it('switches the main picture from a thumbnail, scrolling the slider to it', async () => {
    await press(thumbnails()[2]!);
    expect(gallery.counter()).toBe('Image 3 of 4');
    expect(thumbnails().map((thumbnail) => thumbnail.getAttribute('aria-current'))).toEqual([null, null, 'true', null]);
    expect(track().scrollLeft).toBe(800);
  });

  it('moves with the arrows, which are disabled at the ends', async () => {
    expect(gallery.button('Previous image').getAttribute('aria-disabled')).toBe('true');
    await press(gallery.button('Next image'));
    expect(gallery.counter()).toBe('Image 2 of 4');
    expect(gallery.button('Previous image').getAttribute('aria-disabled')).toBe('false');
    await press(gallery.button('Next image'));
    await press(gallery.button('Next image'));
    expect(gallery.counter()).toBe('Image 4 of 4');
    expect(gallery.button('Next image').getAttribute('aria-disabled')).toBe('true');
    await press(gallery.button('Next image'));
    expect(gallery.counter()).toBe('Image 4 of 4');
    await press(gallery.button('Previous image'));
    expect(gallery.counter()).toBe('Image 3 of 4');
    expect(track().scrollLeft).toBe(800);
  });

  it('follows a swipe: the slide the strip settles on is the one shown', async () => {
    await press(gallery.section, 'touch');
    await act(async () => {
      track().scrollLeft = 400;
      track().dispatchEvent(new Event('scroll'));
      track().dispatchEvent(new Event('scrollend'));
    });
    expect(gallery.counter()).toBe('Image 2 of 4');
    expect(thumbnails()[1]!.getAttribute('aria-current')).toBe('true');
    expect((gallery.section.querySelector('[aria-hidden="true"] > span') as HTMLElement).style.transform).toBe('scaleX(0.5)');
  });
});

describe('desktop zoom in place', () => {
  it('zooms 3× on a click, centred where the pointer is, with the quality 95 picture', async () => {
    await press(frame(0), 'mouse', { clientX: 100, clientY: 450 });
    expect(frame(0).dataset.zoomed).toBe('true');
    expect(frame(0).style.transform).toBe('scale(3)');
    expect(frame(0).style.getPropertyValue('--zoom-x')).toBe('25%');
    expect(frame(0).style.getPropertyValue('--zoom-y')).toBe('75%');
    const hiRes = frame(0).querySelectorAll('img')[1]!;
    expect(new URL(hiRes.getAttribute('src')!, 'http://x').searchParams.get('q')).toBe('95');
    await act(async () => pointer(frame(0), 'pointermove', { pointerType: 'mouse', clientX: 300, clientY: 60 }));
    expect(frame(0).style.getPropertyValue('--zoom-x')).toBe('75%');
    expect(frame(0).style.getPropertyValue('--zoom-y')).toBe('10%');
  });

  it('unzooms when the pointer leaves the picture, on a second click, and on another slide', async () => {
    await press(frame(0));
    await act(async () => pointer(frame(0), 'pointerout', { pointerType: 'mouse', relatedTarget: document.body }));
    expect(frame(0).dataset.zoomed).toBeUndefined();
    expect(frame(0).style.transform).toBe('');
    await press(frame(0));
    await press(frame(0));
    expect(frame(0).dataset.zoomed).toBeUndefined();
    await press(frame(0));
    await press(gallery.button('Next image'));
    expect(frame(0).dataset.zoomed).toBeUndefined();
    expect(frame(1).dataset.zoomed).toBeUndefined();
  });

  it('does not zoom in place on a touch: a tap opens the full-screen zoom instead', async () => {
    await press(frame(0), 'touch');
    expect(frame(0).dataset.zoomed).toBeUndefined();
    expect(frame(0).style.transform).toBe('');
    expect(zoomView()?.open).toBe(true);
    expect((window as { dataLayer?: unknown[] }).dataLayer).toEqual([
      { event: 'mobileZoom', productName: 'Floral Print Jersey Midi Dress', colour: 'khaki', imagePosition: 1 },
    ]);
  });
});

describe('full-screen zoom view', () => {
  const zoomPicture = () => zoomView()!.querySelector<HTMLElement>('[aria-label="1 of 4"] [data-testid="zoom-picture"]')!;
  const tap = async (target: Element) =>
    act(async () => {
      pointer(target, 'pointerdown', { pointerType: 'touch', clientX: 200, clientY: 300 });
      pointer(target, 'pointerup', { pointerType: 'touch', clientX: 200, clientY: 300 });
    });

  it('opens from the Zoom button as a modal with focus on Close, and Escape closes it and returns focus', async () => {
    const zoom = gallery.button('Zoom');
    zoom.focus();
    await press(zoom);
    expect(zoomView()?.open).toBe(true);
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Close');
    await act(async () => {
      zoomView()!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true }));
    });
    expect(zoomView()).toBeNull();
    expect(document.activeElement).toBe(zoom);
    expect(document.documentElement.style.overflow).toBe('');
  });

  it('closes with its Close button and keeps focus inside while open', async () => {
    await press(gallery.button('Zoom'));
    const view = zoomView()!;
    const controls = [...view.querySelectorAll<HTMLButtonElement>('button')];
    const last = controls.at(-1)!;
    last.focus();
    await act(async () => {
      view.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', bubbles: true, cancelable: true }));
    });
    expect(document.activeElement).toBe(controls[0]);
    await act(async () => {
      view.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', shiftKey: true, bubbles: true, cancelable: true }));
    });
    expect(document.activeElement).toBe(last);
    await press(gallery.button('Close'));
    expect(zoomView()).toBeNull();
    expect(document.activeElement).toBe(gallery.button('Zoom'));
  });

  it('toggles 1× and 4× on a double tap under 300 ms, and not on taps 300 ms apart', async () => {
    await press(gallery.button('Zoom'));
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await tap(zoomPicture());
    await act(async () => vi.advanceTimersByTime(299));
    await tap(zoomPicture());
    expect(zoomPicture().style.transform).toContain('scale(4)');
    expect(zoomView()!.dataset.zoomed).toBe('true');
    await act(async () => vi.advanceTimersByTime(300));
    await tap(zoomPicture());
    await act(async () => vi.advanceTimersByTime(300));
    await tap(zoomPicture());
    expect(zoomPicture().style.transform).toContain('scale(4)');
    await act(async () => vi.advanceTimersByTime(100));
    await tap(zoomPicture());
    expect(zoomPicture().style.transform).toBe('');
    expect(zoomView()!.dataset.zoomed).toBeUndefined();
  });

  it('pans a zoomed picture with a drag, never past its edges', async () => {
    await press(gallery.button('Zoom'));
    await press(zoomView()!.querySelector('[data-testid="zoom-toggle"]')!);
    expect(zoomPicture().style.transform).toBe('translate(0px, 0px) scale(4)');
    await act(async () => {
      pointer(zoomPicture(), 'pointerdown', { pointerType: 'touch', clientX: 200, clientY: 300 });
      pointer(zoomPicture(), 'pointermove', { pointerType: 'touch', clientX: 260, clientY: 280 });
      pointer(zoomPicture(), 'pointerup', { pointerType: 'touch', clientX: 260, clientY: 280 });
    });
    expect(zoomPicture().style.transform).toBe('translate(60px, -20px) scale(4)');
    await act(async () => {
      pointer(zoomPicture(), 'pointerdown', { pointerType: 'touch', clientX: 0, clientY: 0 });
      pointer(zoomPicture(), 'pointermove', { pointerType: 'touch', clientX: 5000, clientY: 5000 });
    });
    // (4 − 1) × 400 / 2 and (4 − 1) × 600 / 2: the picture's edge meets the frame's.
    expect(zoomPicture().style.transform).toBe('translate(600px, 900px) scale(4)');
  });

  it('moves the gallery behind it: the picture shown on closing is the one the shopper went to', async () => {
    await press(gallery.button('Zoom'));
    const next = [...zoomView()!.querySelectorAll('button')].find((button) => button.getAttribute('aria-label') === 'Next image')!;
    await press(next);
    expect(zoomView()!.querySelector('[aria-live="polite"]')!.textContent).toBe('Image 2 of 4');
    await press(gallery.button('Close'));
    expect(gallery.counter()).toBe('Image 2 of 4');
  });
});

describe('a press before the gallery’s code has loaded', () => {
  it('is not lost: it counts once the code is there', async () => {
    gallery.unmount();
    gallery = await mountGallery(galleryFixture);
    const next = gallery.button('Next image');
    expect(next.disabled).toBe(false);
    await act(async () => {
      next.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    });
    await settle();
    expect(gallery.counter()).toBe('Image 2 of 4');
  });
});

describe('film', () => {
  it('shows its poster first and the controls only after a click', async () => {
    gallery.unmount();
    gallery = await mountGallery(galleryWithVideoFixture);
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    const video = gallery.section.querySelector('video')!;
    expect(video.hasAttribute('controls')).toBe(false);
    expect(video.getAttribute('poster')).toContain('/_img/products/CST72804/khaki/1');
    await press(gallery.button('Play video'));
    expect(video.hasAttribute('controls')).toBe(true);
    expect(play).toHaveBeenCalledTimes(1);
    expect(gallery.section.querySelector('button[aria-label="Play video"]')).toBeNull();
    play.mockRestore();
  });

  it('keeps every box in place when the film starts, and loads nothing of it before the click', async () => {
    gallery.unmount();
    gallery = await mountGallery(galleryWithVideoFixture);
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    const video = gallery.section.querySelector('video')!;
    expect(video.getAttribute('preload')).toBe('none');
    expect(video.hasAttribute('autoplay')).toBe(false);
    // The play button lies over the poster out of the flow (position absolute) and goes on play.
    const before = layoutOf(gallery.container).filter((line) => !line.includes('stripArrow') && !/^BUTTON _play_/.test(line));
    await press(gallery.button('Play video'));
    const after = layoutOf(gallery.container).filter((line) => !line.includes('stripArrow') && !/^BUTTON _play_/.test(line));
    expect(after.map((line) => line.replace(/ width: \d+px$/, ''))).toEqual(before.map((line) => line.replace(/ width: \d+px$/, '')));
    play.mockRestore();
  });

  it('ignores a refused play (autoplay policy): the controls stay for the shopper to press', async () => {
    gallery.unmount();
    gallery = await mountGallery(galleryWithVideoFixture);
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockRejectedValue(new DOMException('not allowed', 'NotAllowedError'));
    await press(gallery.button('Play video'));
    expect(gallery.section.querySelector('video')!.hasAttribute('controls')).toBe(true);
    expect(gallery.recoverableErrors).toEqual([]);
    play.mockRestore();
  });
});

import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { siteRequest, siteUrl } from './sites';

/** Straight jeans sold on Hartley, filmed in their default colour in the seed (a gallery film and the social preview). */
const FILMED = 'prd-bur30895';

async function openProduct(page: Page, productId: string): Promise<void> {
  const { url, headers } = siteRequest('hartley', `/_api/quickadd/${productId}`);
  const response = await page.request.get(url, { headers });
  expect(response.ok()).toBe(true);
  const { product } = (await response.json()) as { product: { url: string } };
  await page.goto(siteUrl('hartley', new URL(product.url, 'http://x').pathname));
}

test.describe('product films (P §2 gallery, page head)', () => {
  test('the gallery shows the film by its poster, and a click brings its controls and plays it', async ({ page, productPage }) => {
    const films: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/_video/')) films.push(request.url());
    });
    await openProduct(page, FILMED);
    await productPage.expectInteractive();
    const video = productPage.galleryVideo;
    await expect(video).toHaveAttribute('poster', /\/_img\/products\/[A-Z]{3}\d{5}\/[a-z0-9-]+\/\d\?/);
    await expect(video).not.toHaveAttribute('controls', /.*/);
    await expect(video).toHaveAttribute('preload', 'none');
    // Nothing of the film is fetched until the shopper asks for it.
    expect(films).toEqual([]);

    await productPage.showSlide(await productPage.videoSlidePosition());
    await expect(video).toBeVisible();
    // The poster is drawn: the element has the gallery box's size before a byte of film arrives.
    const box = await video.boundingBox();
    expect(box!.width).toBeGreaterThan(100);
    expect(box!.height / box!.width).toBeCloseTo(1.5, 1);

    await productPage.playVideo.click();
    await expect(video).toHaveAttribute('controls', /.*/);
    await expect.poll(() => video.evaluate((element: HTMLVideoElement) => !element.paused && element.currentTime > 0)).toBe(true);
    expect(films.length).toBeGreaterThan(0);
    // Played from a real file (the decoder read a picture of the declared shape).
    expect(await video.evaluate((element: HTMLVideoElement) => element.videoHeight / element.videoWidth)).toBeCloseTo(1.5, 1);

    // The film shows the product of the page in the colour picked: the middle of a frame is the
    // colour of the middle of the poster (the gallery's own picture of it).
    const [film, poster] = await video.evaluate(async (element: HTMLVideoElement) => {
      const middleColour = (source: CanvasImageSource, width: number, height: number) => {
        const canvas = document.createElement('canvas');
        [canvas.width, canvas.height] = [40, 60];
        const context = canvas.getContext('2d')!;
        context.drawImage(source, width * 0.3, height * 0.3, width * 0.4, height * 0.4, 0, 0, 40, 60);
        const pixels = context.getImageData(0, 0, 40, 60).data;
        const sum = [0, 0, 0];
        for (let at = 0; at < pixels.length; at += 4) for (let channel = 0; channel < 3; channel++) sum[channel]! += pixels[at + channel]!;
        return sum.map((total) => total / (pixels.length / 4));
      };
      const picture = new Image();
      picture.src = element.poster;
      await picture.decode();
      return [middleColour(element, element.videoWidth, element.videoHeight), middleColour(picture, picture.naturalWidth, picture.naturalHeight)];
    });
    expect(Math.hypot(...film!.map((channel, index) => channel - poster![index]!))).toBeLessThan(40);
  });

  test('the page head names a 1080×1920 MP4 social video that answers 200 as video/mp4, by ranges too', async ({ page, request }) => {
    await openProduct(page, FILMED);
    const videoUrl = await page.locator('meta[property="og:video"], meta[property="og:video:url"]').first().getAttribute('content');
    expect(videoUrl).toMatch(/\/_video\/products\/[A-Z]{3}\d{5}\/[a-z0-9-]+\/social\.mp4$/);
    await expect(page.locator('meta[property="og:video:width"]')).toHaveAttribute('content', '1080');
    await expect(page.locator('meta[property="og:video:height"]')).toHaveAttribute('content', '1920');
    await expect(page.locator('meta[property="og:video:type"]')).toHaveAttribute('content', 'video/mp4');

    const { url, headers } = siteRequest('hartley', new URL(videoUrl!).pathname);
    const whole = await request.get(url, { headers });
    expect(whole.status()).toBe(200);
    expect(whole.headers()['content-type']).toBe('video/mp4');
    expect(whole.headers()['accept-ranges']).toBe('bytes');
    const body = await whole.body();
    expect(body.subarray(4, 8).toString('latin1')).toBe('ftyp');

    const first = await request.get(url, { headers: { ...headers, Range: 'bytes=0-99' } });
    expect(first.status()).toBe(206);
    expect(first.headers()['content-range']).toBe(`bytes 0-99/${body.length}`);
    expect((await first.body()).equals(body.subarray(0, 100))).toBe(true);
    const past = await request.get(url, { headers: { ...headers, Range: `bytes=${body.length}-` } });
    expect(past.status()).toBe(416);
  });
});

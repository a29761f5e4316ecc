/**
 * Makes the product films the embedded video endpoint (`/_video`) serves, from the generated
 * product artwork: for each filmed product (seed/src/imagery/films.ts), in its first colour, its
 * own front view with the frame gliding down, a cross-fade to its back view gliding up, then to
 * its detail view across.
 *
 *   pnpm --filter @storefront/scripts films:make      (needs ffmpeg with libx264 and libvpx-vp9)
 *
 * Writes seed/src/imagery/films/{key}-{colour}.mp4 and .webm (360×540, the gallery's 2:3) and
 * {key}-{colour}-social.mp4 (1080×1920, the page head's social preview), about 4 s at 12 fps, no
 * sound. The files are committed: nothing at seed or serve time needs ffmpeg. Bump
 * `proceduralFilms.version` after making them again.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generateCatalogue } from '@storefront/seed/catalogue/generate';
import { FILMED_PRODUCTS, filmFileName, filmsFolder } from '@storefront/seed/imagery/films';
import { renderProductImage } from '@storefront/seed/imagery/render';

const FPS = 12;
/** Seconds each view is on screen, and of each cross-fade between them. */
const SHOT = 1.7;
const FADE = 0.5;
const VIEWS = [1, 2, 3] as const;
/** Seconds of the whole clip: three shots overlapping by two fades. */
const LENGTH = VIEWS.length * SHOT - (VIEWS.length - 1) * FADE;

interface Output {
  purpose: 'gallery' | 'social';
  width: number;
  height: number;
  /** Artwork width rendered for it (2:3, larger than the frame so the glide stays sharp). */
  artWidth: number;
  /** Size the glide works at, as a multiple of the frame: more is smoother, and slower to make. */
  oversample: number;
  /** x264 constant rate factor: higher is smaller (the clips are a few tens of KB). */
  crf: number;
}

const GALLERY: Output = { purpose: 'gallery', width: 360, height: 540, artWidth: 800, oversample: 2, crf: 36 };
const SOCIAL: Output = { purpose: 'social', width: 1080, height: 1920, artWidth: 1440, oversample: 1, crf: 45 };

function ffmpeg(args: string[]): void {
  const result = spawnSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...args], { stdio: 'inherit' });
  if (result.error) throw new Error(`ffmpeg is needed to make the films (${result.error.message})`);
  if (result.status !== 0) throw new Error(`ffmpeg failed with status ${result.status}`);
}

/** How much larger than the frame each still is drawn, so the frame can travel across it. */
const TRAVEL = 1.1;

/**
 * The filter graph: each still becomes a shot in which the frame glides across the picture (a
 * plain translation, which the encoders predict almost for free, where a zoom would cost every
 * frame), the shots cross-fade into one another, and the social cut frames the 2:3 artwork at
 * 9:16 around its centre. The glide is worked at `oversample` times the frame for sub-pixel
 * smoothness.
 */
function filterGraph(output: Output): string {
  const [width, height] = [output.width, output.height].map((side) => Math.round((side * output.oversample) / 2) * 2) as [number, number];
  const [bigWidth, bigHeight] = [width, height].map((side) => Math.round((side * TRAVEL) / 2) * 2) as [number, number];
  const still = output.purpose === 'social' ? `scale=-2:${bigHeight},crop=${bigWidth}:${bigHeight}` : `scale=${bigWidth}:${bigHeight}`;
  const progress = `min(t/${SHOT},1)`;
  // Front: glide down the garment; back: glide up; detail: glide across.
  const glides = [
    { x: `(iw-ow)/2`, y: `(ih-oh)*${progress}` },
    { x: `(iw-ow)/2`, y: `(ih-oh)*(1-${progress})` },
    { x: `(iw-ow)*${progress}`, y: `(ih-oh)/2` },
  ];
  const shots = VIEWS.map((_, index) => {
    const glide = glides[index]!;
    return `[${index}:v]${still},crop=${width}:${height}:'${glide.x}':'${glide.y}',scale=${output.width}:${output.height},setsar=1[s${index}]`;
  });
  const first = `[s0][s1]xfade=transition=fade:duration=${FADE}:offset=${SHOT - FADE}[x1]`;
  const second = `[x1][s2]xfade=transition=fade:duration=${FADE}:offset=${2 * (SHOT - FADE)},format=yuv420p[out]`;
  return [...shots, first, second].join(';');
}

function inputs(stills: string[]): string[] {
  return stills.flatMap((still) => ['-loop', '1', '-framerate', String(FPS), '-t', String(SHOT), '-i', still]);
}

async function makeFilms(work: string, product: { key: string; productType: string; attributes: Record<string, string>; colour: { code: string; hex: string } }): Promise<string[]> {
  const written: string[] = [];
  const film = { productKey: product.key, colour: product.colour.code };
  for (const output of [GALLERY, SOCIAL]) {
    const stills = await Promise.all(
      VIEWS.map(async (view) => {
        const file = join(work, `${product.key}-${output.purpose}-${view}.png`);
        writeFileSync(file, await renderProductImage({ ...product, view }, { width: output.artWidth }));
        return file;
      }),
    );
    const graph = ['-filter_complex', filterGraph(output), '-map', '[out]', '-an', '-t', LENGTH.toFixed(2)];
    const mp4 = join(filmsFolder(), filmFileName(film, output.purpose, 'mp4'));
    // H.264 Main with the index up front, so a browser can start playing from the first bytes.
    ffmpeg([...inputs(stills), ...graph, '-c:v', 'libx264', '-profile:v', 'main', '-preset', 'slow', '-crf', String(output.crf), '-movflags', '+faststart', mp4]);
    written.push(mp4);
    if (output.purpose === 'gallery') {
      const webm = join(filmsFolder(), filmFileName(film, output.purpose, 'webm'));
      ffmpeg([...inputs(stills), ...graph, '-c:v', 'libvpx-vp9', '-crf', '56', '-b:v', '0', '-row-mt', '1', '-deadline', 'good', webm]);
      written.push(webm);
    }
  }
  return written;
}

const catalogue = generateCatalogue();
const work = mkdtempSync(join(tmpdir(), 'films-'));
try {
  let total = 0;
  // `films:make CST72804 BUR30895` makes only those products' films again.
  const only = process.argv.slice(2).map((key) => key.toUpperCase());
  for (const key of FILMED_PRODUCTS.filter((entry) => only.length === 0 || only.includes(entry))) {
    const product = catalogue.products.find((entry) => entry.key === key);
    const colour = product && catalogue.productColours.find((entry) => entry.productId === product.id && entry.position === 0);
    if (!product || !colour) throw new Error(`No product ${key} in the generated catalogue to film`);
    const files = await makeFilms(work, { key: product.key, productType: product.productType, attributes: product.attributes, colour: { code: colour.colour, hex: colour.swatchHex } });
    for (const file of files) {
      const bytes = statSync(file).size;
      total += bytes;
      console.info(`${file}  ${(bytes / 1024).toFixed(1)} KB`);
    }
  }
  console.info(`total ${(total / 1024).toFixed(1)} KB`);
} finally {
  rmSync(work, { recursive: true, force: true });
}

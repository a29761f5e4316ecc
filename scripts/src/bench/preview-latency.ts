/**
 * Preview latency: from a keystroke in a studio field to the preview's DOM showing the new text,
 * in headless Chromium against the production server. The page has 30 sections (a copy of the
 * Hartley home page, topped up with text blocks); the editor types 200 characters into its hero's
 * heading. Times on both sides are `performance.timeOrigin + performance.now()` (one clock for
 * the studio and its framed site), taken at the keydown and when a mutation shows the text.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type APIRequestContext, type BrowserContext, type Locator } from 'playwright';
import { startServer } from './server';
import { summarise } from './stats';

const SECTIONS = 30;
const KEYSTROKES = 200;
/** A quick typist: about 12 characters a second. */
const KEY_DELAY_MS = 80;
const EDITOR = { email: 'bench-editor@studio.test', password: 'bench-editor-password' };
/** What the heading starts from; then four rounds of typing 25 characters and deleting them (the heading allows 90). */
const BASE = 'Summer edit: ';
const WORDS = 'linen, silk and soft knit';
const KEYS: string[] = Array.from({ length: KEYSTROKES / (2 * WORDS.length) }, () => [...WORDS.split(''), ...WORDS.split('').map(() => 'Backspace')]).flat();

/** The heading after each key. */
function statesAfterEachKey(): string[] {
  let text = BASE;
  return KEYS.map((key) => (text = key === 'Backspace' ? text.slice(0, -1) : text + key));
}

type Json = Record<string, unknown>;
interface TreeEntry {
  id: string;
  contentType: string;
  version: number;
  fields: Json;
}

const link = (id: string) => ({ sys: { type: 'Link', linkType: 'Entry', id } });

async function studioApi(request: APIRequestContext, origin: string, context: BrowserContext) {
  await request.get(`${origin}/studio/sign-in`);
  const csrf = (await context.cookies(origin)).find((cookie) => cookie.name === 'sf_csrf')?.value ?? '';
  const call = async (method: string, path: string, data?: unknown, headers: Record<string, string> = {}) => {
    const response = await request.fetch(`${origin}${path}`, { method, data, headers: { 'x-csrf-token': csrf, ...headers } });
    const body = (await response.json().catch(() => ({}))) as Json;
    if (response.status() >= 300) throw new Error(`${method} ${path}: ${response.status()} ${JSON.stringify(body).slice(0, 300)}`);
    return body;
  };
  await call('POST', '/_api/studio/sign-in', EDITOR);
  return call;
}

/** A 30-section draft page: the Hartley home page's copy, topped up with text blocks. Answers its id and its hero. */
async function createBenchPage(call: Awaited<ReturnType<typeof studioApi>>) {
  const stamp = Date.now().toString(36);
  const copy = (await call('POST', '/_api/studio/pages/hv-home/duplicate', { title: `Preview bench ${stamp}`, slug: `preview-bench-${stamp}`, site: 'hartley' })) as { page: { id: string } };
  const pageId = copy.page.id;
  const { tree } = (await call('GET', `/_api/studio/entries/${pageId}`)) as { tree: { entries: Record<string, TreeEntry> } };
  const root = tree.entries[pageId]!;
  const hero = Object.values(tree.entries).find((entry) => entry.contentType === 'heroBanner' && typeof entry.fields.heading === 'string');
  if (!hero) throw new Error('the copied home page has no hero with a heading');
  // The hero goes to the top level (the editor lists top-level blocks with an Edit button); the
  // section that held it goes, so its heading is on the page once.
  const holdsHero = (id: string) => JSON.stringify(tree.entries[id]?.fields.content ?? null).includes(`"${hero.id}"`);
  const sections = [link(hero.id), ...((root.fields.sections as Array<{ sys: { id: string } }>) ?? []).filter((section) => !holdsHero(section.sys.id))];
  for (let i = sections.length; i < SECTIONS; i++) {
    const id = `bench${stamp}t${i}`;
    await call('PUT', `/_api/studio/entries/${id}`, {
      contentType: 'text',
      fields: {
        internalName: `Bench text ${i + 1}`,
        body: { nodeType: 'document', data: {}, content: [{ nodeType: 'paragraph', data: {}, content: [{ nodeType: 'text', value: `Section ${i + 1}: notes on fabric, fit and care.`, marks: [], data: {} }] }] },
      },
    });
    sections.push(link(id));
  }
  await call('PUT', `/_api/studio/entries/${pageId}`, { fields: { ...root.fields, sections: sections.slice(0, SECTIONS) } }, { 'x-contentful-version': String(root.version) });
  return { pageId, hero: { id: hero.id, internalName: String(hero.fields.internalName), heading: String(hero.fields.heading) } };
}

/** Waits until the tagged heading shows `text`. */
async function expect(heading: Locator, text: string): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (((await heading.textContent()) ?? '').replace(/\s+/g, ' ').trim() === text) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the preview never showed "${text}"`);
}

export async function benchPreviewLatency(root: string) {
  const dataDir = mkdtempSync(join(tmpdir(), 'storefront-bench-preview-'));
  process.env.STUDIO_EDITOR_EMAIL = EDITOR.email;
  process.env.STUDIO_EDITOR_PASSWORD = EDITOR.password;
  const server = await startServer(root, 3497, dataDir);
  // The studio on the bare host; the preview frames the brand host (*.localhost resolves to loopback).
  const origin = server.origin.replace('127.0.0.1', 'localhost');
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    const context = await browser.newContext({ viewport: { width: 1600, height: 1000 } });
    const call = await studioApi(context.request, origin, context);
    const { pageId, hero } = await createBenchPage(call);
    const page = await context.newPage();
    await page.goto(`${origin}/studio/pages/${pageId}`);
    const frameElement = page.locator('iframe[title="Page preview"]');
    await frameElement.waitFor();
    const tag = `[data-contentful-entry-id="${hero.id}"][data-contentful-field-id="heading"]`;
    const frame = page.frameLocator('iframe[title="Page preview"]');
    await frame.locator(tag).first().waitFor({ timeout: 60_000 });
    await page.getByTestId('page-section').first().waitFor();
    const sectionsShown = await page.getByTestId('page-section').count();

    await page.getByRole('button', { name: `Edit Hero banner — ${hero.internalName}`, exact: true }).click();
    const field = page.getByRole('region', { name: 'Block settings' }).getByLabel(/^Heading/).first();
    await field.fill(BASE);
    const tagged = frame.locator(tag).first();
    await tagged.filter({ hasText: BASE.trim() }).waitFor({ timeout: 30_000 });
    await field.press('End');

    const site = await (await frameElement.elementHandle())!.contentFrame();
    if (!site) throw new Error('the preview frame is not loaded');
    // Record every text the heading shows, with the time it showed.
    await site.evaluate((selector) => {
      const seen: Array<[number, string]> = [];
      (window as unknown as { benchSeen: typeof seen }).benchSeen = seen;
      let last = document.querySelector(selector)?.textContent ?? '';
      new MutationObserver(() => {
        const text = document.querySelector(selector)?.textContent ?? '';
        if (text !== last) {
          last = text;
          seen.push([performance.timeOrigin + performance.now(), text]);
        }
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
      // When each set-data reaches the frame (a capture listener runs before the site's own).
      const arrivals: number[] = [];
      (window as unknown as { benchArrivals: typeof arrivals }).benchArrivals = arrivals;
      window.addEventListener(
        'message',
        (event) => {
          if ((event.data as { type?: unknown } | null)?.type === 'set-data') arrivals.push(performance.timeOrigin + performance.now());
        },
        { capture: true },
      );
    }, tag);
    await page.evaluate(() => {
      const keys: number[] = [];
      (window as unknown as { benchKeys: typeof keys }).benchKeys = keys;
      document.addEventListener('keydown', () => keys.push(performance.timeOrigin + performance.now()), true);
    });

    for (const key of KEYS) {
      await page.keyboard.press(key === ' ' ? 'Space' : key);
      await page.waitForTimeout(KEY_DELAY_MS);
    }
    const states = statesAfterEachKey();
    const normalise = (text: string) => text.replace(/\s+/g, ' ').trim();
    await expect(tagged, normalise(states[states.length - 1]!));

    const keys = await page.evaluate(() => (window as unknown as { benchKeys: number[] }).benchKeys);
    const seen = await site.evaluate(() => (window as unknown as { benchSeen: Array<[number, string]> }).benchSeen);
    const arrivals = await site.evaluate(() => (window as unknown as { benchArrivals: number[] }).benchArrivals);
    const samples: number[] = [];
    const toFrame: number[] = [];
    let missing = 0;
    keys.slice(0, KEYS.length).forEach((at, index) => {
      // The first time after the key the heading showed its text, or a later key's of the same
      // run of typing or deleting (keys typed faster than a render are shown together); within
      // a run no text repeats, so an older text is never taken for this key's.
      const runEnd = (Math.floor(index / WORDS.length) + 1) * WORDS.length;
      const later = new Set(states.slice(index, runEnd).map(normalise));
      const shown = seen.find(([time, text]) => time >= at && later.has(normalise(text)));
      if (shown) samples.push(shown[0] - at);
      else missing++;
      const arrived = arrivals.find((time) => time >= at);
      if (arrived !== undefined) toFrame.push(arrived - at);
    });
    await context.close();
    return {
      sections: sectionsShown,
      keystrokes: KEYS.length,
      keyDelayMs: KEY_DELAY_MS,
      unmatchedKeystrokes: missing,
      ...summarise(samples),
      /** Of that, from the keystroke until the set-data message reached the frame. */
      keyToFrameMessage: summarise(toFrame),
      target: { p95AtMost50Ms: summarise(samples).p95Ms <= 50 },
    };
  } finally {
    await browser.close();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

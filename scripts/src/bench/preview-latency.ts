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
import { chromium, type APIRequestContext, type BrowserContext } from 'playwright';
import { startServer } from './server';
import { summarise } from './stats';

const SECTIONS = 30;
const KEYSTROKES = 200;
/** A quick typist: about 12 characters a second. */
const KEY_DELAY_MS = 80;
const EDITOR = { email: 'bench-editor@studio.test', password: 'bench-editor-password' };
const TYPED = 'Linen, washed silk and soft cotton for long summer evenings by the sea, '.repeat(4).slice(0, KEYSTROKES);

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
  const sections = [...((root.fields.sections as Array<{ sys: { id: string } }>) ?? [])];
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
  const hero = Object.values(tree.entries).find((entry) => entry.contentType === 'heroBanner' && typeof entry.fields.heading === 'string');
  if (!hero) throw new Error('the copied home page has no hero with a heading');
  return { pageId, hero: { id: hero.id, internalName: String(hero.fields.internalName), heading: String(hero.fields.heading) } };
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
    const sectionsShown = await page.getByRole('list', { name: 'Sections' }).locator(':scope > li').count();

    await page.getByRole('button', { name: `Edit Hero banner — ${hero.internalName}` }).click();
    const field = page.getByRole('region', { name: 'Block settings' }).getByLabel(/^Heading/).first();
    await field.click();
    await field.press('End');

    const previewFrame = (await frameElement.elementHandle())!.contentFrame();
    const site = await previewFrame;
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
    }, tag);
    await page.evaluate(() => {
      const keys: number[] = [];
      (window as unknown as { benchKeys: typeof keys }).benchKeys = keys;
      document.addEventListener('keydown', () => keys.push(performance.timeOrigin + performance.now()), true);
    });

    await page.keyboard.type(TYPED, { delay: KEY_DELAY_MS });
    const expectedFinal = hero.heading + TYPED;
    await frame.locator(tag).first().filter({ hasText: expectedFinal.trim().slice(-40) }).waitFor({ timeout: 30_000 });

    const keys = await page.evaluate(() => (window as unknown as { benchKeys: number[] }).benchKeys);
    const seen = await site.evaluate(() => (window as unknown as { benchSeen: Array<[number, string]> }).benchSeen);
    const normalise = (text: string) => text.replace(/\s+/g, ' ').trim();
    const samples: number[] = [];
    let missing = 0;
    keys.slice(0, KEYSTROKES).forEach((at, index) => {
      const wanted = normalise(hero.heading + TYPED.slice(0, index + 1));
      // The first time the heading held this keystroke's text (or a later one: keys typed
      // faster than a render are shown together).
      const shown = seen.find(([time, text]) => time >= at && normalise(text).length >= wanted.length && normalise(text).startsWith(wanted));
      if (shown) samples.push(shown[0] - at);
      else missing++;
    });
    await context.close();
    return {
      sections: sectionsShown,
      keystrokes: keys.length,
      keyDelayMs: KEY_DELAY_MS,
      unmatchedKeystrokes: missing,
      ...summarise(samples),
      target: { p95AtMost50Ms: summarise(samples).p95Ms <= 50 },
    };
  } finally {
    await browser.close();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

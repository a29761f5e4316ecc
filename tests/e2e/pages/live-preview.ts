import type { BrowserContext, FrameLocator, Locator, Page, Response } from '@playwright/test';
import { STOREFRONT_PORT } from '../../support/ports';
import { siteUrl, type SiteId } from '../sites';

/**
 * A stand-in for the studio: a page on its own origin (served by the test, no server behind it)
 * that frames a brand site in draft mode and speaks the live-preview protocol over postMessage.
 * It records every message the frame sends and can make a foreign frame post messages too.
 */

/** Allowed by the e2e server's PREVIEW_ALLOWED_ORIGINS (tests/support/start-server.mjs). */
export const STUDIO_ORIGIN = `http://studio.localhost:${STOREFRONT_PORT}`;
/** On no allowlist. */
export const FOREIGN_ORIGIN = `http://elsewhere.localhost:${STOREFRONT_PORT}`;
export const PREVIEW_SECRET = 'e2e-preview-secret';

export interface ChannelMessage {
  source: string;
  version: number;
  type: string;
  [key: string]: unknown;
}

const envelope = { source: 'storefront-preview', version: 1 } as const;

/** The QA live-preview page (tests/fixtures/qa-pages.export.json) as the content adapter gives it, with a heading of choice. */
export function qaLivePreviewTree({ heading = 'Published heading', linkLabel = 'Shop tailoring' }: { heading?: string; linkLabel?: string } = {}) {
  const image = {
    kind: 'asset',
    id: 'qa-img-live',
    title: 'A wool overcoat and tailored suit',
    description: 'A wool overcoat and tailored suit',
    url: '/_img/campaigns/tailoring/41',
    fileName: 'qa-img-live.jpg',
    contentType: 'image/jpeg',
    width: 2400,
    height: 1000,
  };
  const link = { kind: 'entry', id: 'qa-live-link', contentType: 'heroBannerLink', fields: { label: linkLabel, href: '/categories/men', backgroundColour: '#ffffff', textColour: '#1a1a1a' } };
  const hero = {
    kind: 'entry',
    id: 'qa-live-hero',
    contentType: 'heroBanner',
    fields: { internalName: 'QA live-preview hero', eyebrow: 'QA live preview', heading, body: 'What the storefront shows until an editor publishes.', image, layout: 'overlay-left', darkenImage: true, links: [link] },
  };
  const text = {
    kind: 'entry',
    id: 'qa-text-valid',
    contentType: 'text',
    fields: { internalName: 'QA valid text', body: { nodeType: 'document', data: {}, content: [{ nodeType: 'paragraph', data: {}, content: [{ nodeType: 'text', value: 'This block is valid', marks: [], data: {} }] }] } },
  };
  const section = { kind: 'entry', id: 'qa-live-section', contentType: 'section', fields: { internalName: 'QA live-preview section', content: [hero, text], fullWidth: true, removeVerticalPadding: true } };
  return { kind: 'entry', id: 'qa-page-live-preview', contentType: 'page', fields: { title: 'QA: live preview', slug: 'qa/live-preview', robots: 'noindex,nofollow', sections: [section] } };
}

function parentHtml(frameUrl: string, answerInit: boolean): string {
  return `<!doctype html><html lang="en"><head><meta name="viewport" content="width=device-width, initial-scale=1"><title>Studio stand-in</title></head><body style="margin:0">
<iframe id="preview" title="Preview" src="${frameUrl}" style="width:100%;height:90vh;border:0"></iframe>
<script>
  window.channelMessages = [];
  window.addEventListener('message', (event) => {
    window.channelMessages.push({ origin: event.origin, data: event.data });
    if (${answerInit} && event.data && event.data.type === 'init') {
      document.getElementById('preview').contentWindow.postMessage(${JSON.stringify({ ...envelope, type: 'init-response' })}, event.origin);
    }
  });
</script></body></html>`;
}

export class PreviewParent {
  private frameOrigin: string | undefined;
  private foreignFrames = 0;

  constructor(
    readonly page: Page,
    readonly origin: string = STUDIO_ORIGIN,
  ) {}

  /**
   * Opens the stand-in studio framing `slug` of a site, entering draft mode inside the frame
   * with the preview secret (the frame's own, partitioned, draft cookie). Resolves with the
   * response of the previewed page.
   */
  async open(site: SiteId, slug: string, { answerInit = true }: { answerInit?: boolean } = {}): Promise<Response> {
    const context: BrowserContext = this.page.context();
    // The stand-in studio has no address of its own; let it reach the local test server.
    await context.grantPermissions(['local-network-access'], { origin: this.origin });
    this.frameOrigin = new URL(siteUrl(site)).origin;
    const frameUrl = siteUrl(site, `/api/draft?secret=${PREVIEW_SECRET}&slug=${encodeURIComponent(slug)}`);
    await this.page.route(`${this.origin}/studio-stand-in`, (route) => route.fulfill({ contentType: 'text/html; charset=utf-8', body: parentHtml(frameUrl, answerInit) }));
    const pagePath = `/pages/${slug}`;
    const pageResponse = this.page.waitForResponse((response) => response.url() === siteUrl(site, pagePath) && response.request().method() === 'GET');
    await this.page.goto(`${this.origin}/studio-stand-in`);
    return pageResponse;
  }

  get frame(): FrameLocator {
    return this.page.frameLocator('#preview');
  }

  /** Editable elements carry the field tags Contentful's inspector mode reads. */
  field(entryId: string, fieldId: string): Locator {
    return this.frame.locator(`[data-contentful-entry-id="${entryId}"][data-contentful-field-id="${fieldId}"]`);
  }

  get heroHeading(): Locator {
    return this.frame.getByRole('heading', { level: 2 }).and(this.field('qa-live-hero', 'heading'));
  }

  block(entryId: string): Locator {
    return this.frame.locator(`[data-entry-id="${entryId}"]`);
  }

  get previewBar(): Locator {
    return this.frame.getByTestId('preview-bar');
  }

  /** Every channel message the frame sent so far, in order. */
  async messages(type?: string): Promise<ChannelMessage[]> {
    const all = await this.page.evaluate(() => (window as unknown as { channelMessages: Array<{ data: ChannelMessage }> }).channelMessages.map((message) => message.data));
    return all.filter((message) => message && message.source === envelope.source && (type === undefined || message.type === type));
  }

  /** The first message of a type whose fields include `fields` (compared as JSON), once it arrives. */
  async waitForMessage(type: string, fields: Record<string, unknown> = {}): Promise<ChannelMessage> {
    const handle = await this.page.waitForFunction(
      ({ type, fields, source }) =>
        (window as unknown as { channelMessages: Array<{ data: Record<string, unknown> | null }> }).channelMessages
          .map((message) => message.data)
          .find((data) => data && data.source === source && data.type === type && Object.entries(fields).every(([key, value]) => JSON.stringify(data[key]) === JSON.stringify(value))),
      { type, fields, source: envelope.source },
      { polling: 50 },
    );
    return (await handle.jsonValue()) as ChannelMessage;
  }

  /** Posts a message to the frame as this (parent) window. */
  async send(message: Record<string, unknown>): Promise<void> {
    const target = this.frameOrigin;
    if (!target) throw new Error('open() the preview first');
    await this.page.evaluate(({ message, target }) => (document.getElementById('preview') as HTMLIFrameElement).contentWindow!.postMessage(message, target), { message: { ...envelope, ...message }, target });
  }

  async setData(seq: number, entry: unknown): Promise<void> {
    await this.send({ type: 'set-data', seq, entry });
  }

  async highlight(entryId: string | null): Promise<void> {
    await this.send({ type: 'highlight', entryId });
  }

  /**
   * Makes a frame on another origin, inside this page, post `message` to the preview frame: a
   * window that is not the preview's parent and is on no allowlist.
   */
  async sendFromForeignFrame(foreignOrigin: string, message: Record<string, unknown>): Promise<void> {
    this.foreignFrames += 1;
    const id = `foreign-${this.foreignFrames}`;
    const url = `${foreignOrigin}/${id}`;
    await this.page.route(url, (route) =>
      route.fulfill({
        contentType: 'text/html; charset=utf-8',
        // The title appears once the message is posted, so the test knows it was sent.
        body: `<!doctype html><script>window.parent.frames[0].postMessage(${JSON.stringify({ ...envelope, ...message })}, '*'); document.title = 'sent';</script>`,
      }),
    );
    await this.page.evaluate(({ id, url }) => {
      const frame = document.createElement('iframe');
      frame.id = id;
      frame.src = url;
      document.body.append(frame);
    }, { id, url });
    await this.page.frameLocator(`#${id}`).locator('title').waitFor({ state: 'attached' });
  }
}

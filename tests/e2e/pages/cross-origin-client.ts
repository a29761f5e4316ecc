import type { Page } from '@playwright/test';
import { FOREIGN_ORIGIN } from './live-preview';

/** What a page's `fetch` saw: an answer it may read, or the browser's refusal (a CORS failure). */
export type FetchOutcome = { kind: 'answered'; status: number; body: unknown } | { kind: 'blocked'; message: string };

/**
 * A page on another origin (served by the test, no server behind it) calling the storefront's
 * APIs with the browser's own `fetch`, as a separate storefront or a content app would: the
 * browser applies CORS, and cookies are not sent.
 */
export class CrossOriginClient {
  constructor(
    readonly page: Page,
    readonly origin: string = FOREIGN_ORIGIN,
  ) {}

  async open(): Promise<void> {
    // The stand-in page has no address of its own; let it reach the local test server.
    await this.page.context().grantPermissions(['local-network-access'], { origin: this.origin });
    await this.page.route(`${this.origin}/client`, (route) =>
      route.fulfill({ contentType: 'text/html; charset=utf-8', body: '<!doctype html><html lang="en"><head><title>Another storefront</title></head><body><h1>Another storefront</h1></body></html>' }),
    );
    await this.page.goto(`${this.origin}/client`);
  }

  fetch(url: string, init: { method?: string; headers?: Record<string, string>; body?: string } = {}): Promise<FetchOutcome> {
    return this.page.evaluate(
      async ({ url, init }) => {
        try {
          const response = await fetch(url, init);
          const text = await response.text();
          return { kind: 'answered' as const, status: response.status, body: text === '' ? undefined : (JSON.parse(text) as unknown) };
        } catch (error) {
          return { kind: 'blocked' as const, message: String(error) };
        }
      },
      { url, init },
    );
  }
}

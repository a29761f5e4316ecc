import type { IncomingMessage, ServerResponse } from 'node:http';

export const PAGES_EXPIRED_HEADER: string;
export const PAGE_CACHE_HEADER: string;
export function pageRequestKey(request: IncomingMessage): string | undefined;
export interface PageResponseCache {
  serve(request: IncomingMessage, response: ServerResponse): boolean;
  recorder(request: IncomingMessage, response: ServerResponse): ((status: number, body: Buffer) => void) | undefined;
  purge(): void;
  watchForExpiry(response: ServerResponse): void;
  readonly size: { pages: number; bytes: number };
}
export function createPageResponseCache(options?: { maxBytes?: number; now?: () => number }): PageResponseCache;

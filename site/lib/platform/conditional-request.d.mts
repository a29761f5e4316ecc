import type { IncomingMessage } from 'node:http';

export function isNotModified(request: IncomingMessage | undefined, etag: string): boolean;

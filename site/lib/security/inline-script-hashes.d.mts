import type { ServerResponse } from 'node:http';

export const INLINE_SCRIPTS_TOKEN: string;
export function inlineScriptHashes(html: string): string[];
export function withScriptHashes(policy: string, hashes: readonly string[]): string;
export function hashInlineScriptsOf(response: ServerResponse, onWholePage?: (status: number, bytes: Buffer) => void): void;

import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clientAddress } from './http';

/** What site/server.mjs sets: the header it writes each request's socket address into. */
const PEER_SLOT = Symbol.for('storefront.peerHeader');
const PEER_HEADER = 'x-storefront-peer';

const request = (headers: Record<string, string>) => new Request('http://localhost/_api/account/signin', { method: 'POST', headers });

describe('the client address the sign-in throttle counts', () => {
  const store = globalThis as unknown as Record<symbol, unknown>;
  const trusted = process.env.TRUSTED_PROXIES;

  beforeEach(() => {
    store[PEER_SLOT] = PEER_HEADER;
    delete process.env.TRUSTED_PROXIES;
  });
  afterEach(() => {
    delete store[PEER_SLOT];
    if (trusted === undefined) delete process.env.TRUSTED_PROXIES;
    else process.env.TRUSTED_PROXIES = trusted;
  });

  it('ignores X-Forwarded-For and X-Real-IP from a peer that is no trusted proxy: a shopper can neither dodge the count nor charge it to another address', () => {
    const forged = request({ [PEER_HEADER]: '198.51.100.4', 'x-forwarded-for': '203.0.113.7', 'x-real-ip': '203.0.113.8' });
    expect(clientAddress(forged)).toBe('198.51.100.4');
    expect(clientAddress(request({ [PEER_HEADER]: '198.51.100.4', 'x-forwarded-for': `${Math.random()}` }))).toBe('198.51.100.4');
  });

  it('believes what the trusted local proxy forwarded, from the right: a forged entry left of it is not the client', () => {
    expect(clientAddress(request({ [PEER_HEADER]: '127.0.0.1', 'x-forwarded-for': '203.0.113.7' }))).toBe('203.0.113.7');
    expect(clientAddress(request({ [PEER_HEADER]: '::1', 'x-forwarded-for': '203.0.113.66, 198.51.100.9' }))).toBe('198.51.100.9');
    expect(clientAddress(request({ [PEER_HEADER]: '127.0.0.1' }))).toBe('127.0.0.1');
  });

  it('trusts the proxies TRUSTED_PROXIES names, and none when it is empty', () => {
    process.env.TRUSTED_PROXIES = '10.0.0.0/8';
    expect(clientAddress(request({ [PEER_HEADER]: '10.1.2.3', 'x-forwarded-for': '203.0.113.7' }))).toBe('203.0.113.7');
    expect(clientAddress(request({ [PEER_HEADER]: '127.0.0.1', 'x-forwarded-for': '203.0.113.7' }))).toBe('127.0.0.1');
    process.env.TRUSTED_PROXIES = '';
    expect(clientAddress(request({ [PEER_HEADER]: '10.1.2.3', 'x-forwarded-for': '203.0.113.7' }))).toBe('10.1.2.3');
  });

  it('knows no address when the server does not record peers (plain next start): the headers alone prove nothing', () => {
    delete store[PEER_SLOT];
    expect(clientAddress(request({ [PEER_HEADER]: '127.0.0.1', 'x-forwarded-for': '203.0.113.7', 'x-real-ip': '203.0.113.8' }))).toBeUndefined();
  });
});

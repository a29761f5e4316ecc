import { afterEach, describe, expect, it } from 'vitest';
import { isHttpsRequest } from './transport';

const PEER = Symbol.for('storefront.peerHeader');
const store = globalThis as unknown as Record<symbol, unknown>;

function request(headers: Record<string, string>) {
  return { headers: new Headers(headers) };
}

describe('isHttpsRequest', () => {
  afterEach(() => {
    delete store[PEER];
  });

  it('believes X-Forwarded-Proto only from a trusted proxy', () => {
    store[PEER] = 'x-test-peer';
    expect(isHttpsRequest(request({ 'x-test-peer': '127.0.0.1', 'x-forwarded-proto': 'https' }), {})).toBe(true);
    expect(isHttpsRequest(request({ 'x-test-peer': '::ffff:127.0.0.1', 'x-forwarded-proto': 'HTTPS, http' }), {})).toBe(true);
    expect(isHttpsRequest(request({ 'x-test-peer': '203.0.113.9', 'x-forwarded-proto': 'https' }), {})).toBe(false);
    expect(isHttpsRequest(request({ 'x-test-peer': '10.1.2.3', 'x-forwarded-proto': 'https' }), { TRUSTED_PROXIES: '10.0.0.0/8' })).toBe(true);
    expect(isHttpsRequest(request({ 'x-test-peer': '127.0.0.1', 'x-forwarded-proto': 'https' }), { TRUSTED_PROXIES: '' })).toBe(false);
  });

  it('is plain HTTP on localhost without the header, or with the header from nobody known', () => {
    store[PEER] = 'x-test-peer';
    expect(isHttpsRequest(request({ 'x-test-peer': '127.0.0.1', 'x-forwarded-proto': 'http' }), {})).toBe(false);
    expect(isHttpsRequest(request({ 'x-test-peer': '127.0.0.1' }), {})).toBe(false);
    delete store[PEER];
    expect(isHttpsRequest(request({ 'x-forwarded-proto': 'https' }), {})).toBe(false);
  });

  it('is HTTPS when the socket was TLS', () => {
    expect(isHttpsRequest({ ...request({}), encrypted: true }, {})).toBe(true);
  });
});

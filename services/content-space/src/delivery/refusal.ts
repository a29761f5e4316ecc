import { randomBytes } from 'node:crypto';
import { badRequest } from './errors';
import { contentfulJsonType, corsHeaders } from './http';

/**
 * A 400 BadRequest in Contentful's error shape, for a request refused before it reaches the APIs
 * (the site's input boundary refuses a malformed URL on every route it serves). Light on
 * purpose: the site's request proxy imports it.
 */
export function badRequestResponse(message: string): Response {
  const requestId = randomBytes(16).toString('hex');
  return new Response(JSON.stringify(badRequest(message).body(requestId)), {
    status: 400,
    headers: { ...corsHeaders, 'content-type': contentfulJsonType, 'x-contentful-request-id': requestId, 'cache-control': 'no-store' },
  });
}

/**
 * The query string without Next.js's router cache-buster (`_rsc`): the proxy sees the URL
 * unnormalised (skipProxyUrlNormalize), so it is still there, and a listing would carry it into
 * its links and the address bar. Cut out as text, so every other escape stays as it was sent.
 */
export function withoutRouterQuery(search: string): string {
  const kept = search
    .replace(/^\?/, '')
    .split('&')
    .filter((pair) => pair !== '' && pair !== '_rsc' && !pair.startsWith('_rsc='));
  return kept.length > 0 ? `?${kept.join('&')}` : '';
}

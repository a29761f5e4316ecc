/**
 * What the XSS corpus tests look for in rendered markup: elements that run or load code, event
 * handler attributes, and any URL attribute the one URL rule refuses.
 */
import { checkUrl, type UrlUse } from '@storefront/cms-models/safe-url';

const FORBIDDEN_ELEMENTS = new Set(['script', 'iframe', 'frame', 'frameset', 'object', 'embed', 'base', 'applet', 'meta']);
const URL_ATTRIBUTES: Record<string, UrlUse> = { href: 'link', 'xlink:href': 'link', action: 'link', formaction: 'link', src: 'resource', poster: 'resource', data: 'resource', background: 'resource' };
const SRCSET_ATTRIBUTES = new Set(['srcset', 'imagesrcset']);

/** The URLs of a srcset, without their width or density descriptors. */
export function srcsetUrls(srcset: string): string[] {
  return srcset
    .split(/,\s+/)
    .map((candidate) => candidate.trim().split(/\s+/)[0] ?? '')
    .filter(Boolean);
}

/** Problems with one element's attributes (name → value, entities already decoded). */
export function attributeProblems(element: string, attributes: ReadonlyArray<readonly [string, string]>): string[] {
  const problems: string[] = [];
  if (FORBIDDEN_ELEMENTS.has(element.toLowerCase())) problems.push(`<${element}> element`);
  for (const [rawName, value] of attributes) {
    const name = rawName.toLowerCase();
    if (name.startsWith('on')) problems.push(`<${element} ${name}> event handler`);
    const use = URL_ATTRIBUTES[name];
    if (use) {
      const verdict = checkUrl(value, use);
      if (!verdict.safe) problems.push(`<${element} ${name}=${JSON.stringify(value.slice(0, 80))}>: ${verdict.reason}`);
    }
    if (SRCSET_ATTRIBUTES.has(name)) {
      for (const url of srcsetUrls(value)) {
        const verdict = checkUrl(url, 'resource');
        if (!verdict.safe) problems.push(`<${element} ${name}> ${JSON.stringify(url.slice(0, 80))}: ${verdict.reason}`);
      }
    }
    if (name === 'style' && /javascript:|expression\(|url\(\s*['"]?\s*(?:data|javascript|vbscript):/i.test(value)) problems.push(`<${element} style=${JSON.stringify(value.slice(0, 80))}>`);
  }
  return problems;
}

const ENTITIES: Record<string, string> = { amp: '&', quot: '"', apos: "'", lt: '<', gt: '>', nbsp: '\u00a0' };

function decodeEntities(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, body: string) => {
    if (body[0] === '#') return String.fromCodePoint(body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10));
    return ENTITIES[body.toLowerCase()] ?? entity;
  });
}

/** Problems in server-rendered HTML (React's static markup: double-quoted attributes). */
export function markupProblems(html: string): string[] {
  const problems: string[] = [];
  for (const [, element, attributeText] of html.matchAll(/<([a-zA-Z][\w:-]*)((?:\s+[^\s=>/]+(?:="[^"]*")?)*)\s*\/?>/g)) {
    const attributes = [...attributeText!.matchAll(/\s([^\s=>/]+)(?:="([^"]*)")?/g)].map(([, name, value]) => [name!, decodeEntities(value ?? '')] as const);
    problems.push(...attributeProblems(element!, attributes));
  }
  return problems;
}

import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { RichTextDocument, RichTextNode } from '@storefront/cms-models/rich-text';
import { fixtureImage } from '../shared/fixture-nodes';
import { rt } from '../shared/rich-text-builders';
import { RichText } from './RichText';

/** The component on its own, as if a document had skipped the boundary: the second check holds. */
const render = (document: RichTextDocument) => renderToStaticMarkup(createElement(RichText, { document }));

describe('RichText, where the href is written', () => {
  it('writes no link the URL rule refuses, keeping the words', () => {
    const html = render(rt.doc(rt.p(rt.link('/\\evil.example/x', 'Slash'), rt.link('//evil.example', 'Relative'), rt.link('java\tscript:alert(1)', 'Tab'), rt.link('/pages/sale', 'Sale'))));
    expect(html).toBe('<p>SlashRelativeTab<a href="/pages/sale">Sale</a></p>');
  });

  it('opens web links in a new tab, and never other schemes', () => {
    const html = render(rt.doc(rt.p(rt.link('HTTPS://example.com/', 'Away'), rt.link('mailto:help@example.com', 'Mail'))));
    expect(html).toBe('<p><a href="HTTPS://example.com/" rel="noopener noreferrer" target="_blank">Away</a><a href="mailto:help@example.com">Mail</a></p>');
  });

  it('links and embeds no file the rule refuses', () => {
    const file = fixtureImage('a', 'data:image/svg+xml,<svg onload=alert(1)>', 100, 100, 'Bad');
    const link: RichTextNode = { nodeType: 'asset-hyperlink', data: { target: file }, content: [rt.text('the file')] };
    const html = render(rt.doc(rt.p(link), { nodeType: 'embedded-asset-block', data: { target: file }, content: [] }));
    expect(html).toBe('<p>the file</p>');
  });
});

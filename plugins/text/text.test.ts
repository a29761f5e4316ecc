import { describe, expect, it } from 'vitest';
import { fixtureEntry, fixtureImage } from '../shared/fixture-nodes';
import { rt } from '../shared/rich-text-builders';
import { renderFixture } from '../testing/render';
import { textRenderer } from './renderer';

const textEntry = (body: unknown) => fixtureEntry('t', 'text', { internalName: 't', body });

describe('text block', () => {
  it('renders headings, marks, lists and quotes as elements', async () => {
    const { html } = await renderFixture(
      textRenderer,
      textEntry(rt.doc(rt.h(2, 'Hello'), rt.p('A ', rt.text('bold', 'bold'), ' move'), rt.ul('One', 'Two'), rt.quote('Wise'))),
    );
    expect(html).toContain('<h2>Hello</h2>');
    expect(html).toContain('<b>bold</b>');
    expect(html).toMatch(/<ul><li><p>One<\/p><\/li><li><p>Two<\/p><\/li><\/ul>/);
    expect(html).toContain('<blockquote>');
  });

  it('escapes text: HTML typed into content is shown, not run', async () => {
    const { html } = await renderFixture(textRenderer, textEntry(rt.doc(rt.p('<img src=x onerror=alert(1)>'))));
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });

  it('keeps safe links and turns unsafe ones into plain text', async () => {
    const { html } = await renderFixture(
      textRenderer,
      textEntry(
        rt.doc(
          rt.p(rt.link('/pages/sale', 'Sale'), ' ', rt.link('https://example.com/a', 'Away'), ' ', rt.link('javascript:alert(1)', 'Evil'), ' ', rt.link('data:text/html,x', 'Data')),
        ),
      ),
    );
    expect(html).toContain('<a href="/pages/sale">Sale</a>');
    const away = html.match(/<a[^>]*>Away<\/a>/)?.[0] ?? '';
    expect(away).toContain('href="https://example.com/a"');
    expect(away).toContain('rel="noopener noreferrer"');
    expect(html).not.toMatch(/javascript:|data:text/);
    expect(html).toContain('Evil');
  });

  it('links to pages by slug and renders embedded images', async () => {
    const pageTarget = fixtureEntry('p', 'page', { slug: 'summer-edit', title: 'Summer' });
    const image = fixtureImage('a', '/_img/campaigns/summer/1', 1200, 800, 'Beach');
    const { html } = await renderFixture(
      textRenderer,
      textEntry(
        rt.doc(
          { nodeType: 'paragraph', data: {}, content: [{ nodeType: 'entry-hyperlink', data: { target: pageTarget }, content: [rt.text('Read')] }] },
          { nodeType: 'embedded-asset-block', data: { target: image }, content: [] },
          { nodeType: 'embedded-entry-block', data: { target: pageTarget }, content: [] },
        ),
      ),
    );
    expect(html).toContain('<a href="/pages/summer-edit">Read</a>');
    expect(html).toMatch(/<figure><img[^>]*src="\/_img\/campaigns\/summer\/1\?/);
    expect(html).toContain('<figcaption>Beach</figcaption>');
  });
});

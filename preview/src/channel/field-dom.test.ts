// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { highlightEntry, HIGHLIGHT_ATTRIBUTE, patchTextFields, taggedFieldOf, textFieldsOf } from './field-dom';
import { pageTree } from './testing/entries';

const tags = (entryId: string, fieldId: string) => `data-contentful-entry-id="${entryId}" data-contentful-field-id="${fieldId}" data-contentful-locale="en-GB"`;

beforeEach(() => {
  document.body.innerHTML = `
    <div data-section-id="section-1">
      <div data-entry-id="hero-1" data-block-type="heroBanner">
        <section>
          <img ${tags('hero-1', 'image')} alt="">
          <h2 ${tags('hero-1', 'heading')}>Summer linen</h2>
          <ul><li><a href="/categories/women" ${tags('hero-link-1', 'label')}>Shop linen</a></li></ul>
          <div ${tags('hero-1', 'body')}><p>Rich <strong>text</strong></p></div>
        </section>
      </div>
    </div>`;
});

describe('field tags in the preview DOM', () => {
  it('finds the tagged field around a click target', () => {
    const link = document.querySelector('a')!;
    expect(taggedFieldOf(link)).toMatchObject({ entryId: 'hero-link-1', fieldId: 'label', locale: 'en-GB' });
    expect(taggedFieldOf(document.querySelector('strong'))).toMatchObject({ entryId: 'hero-1', fieldId: 'body' });
    expect(taggedFieldOf(document.querySelector('ul'))).toBeUndefined();
    expect(taggedFieldOf(null)).toBeUndefined();
  });

  it('collects every plain-text field of the tree, nested entries included', () => {
    const texts = textFieldsOf(pageTree({ heading: 'New heading', linkLabel: 'New label' }));
    expect(texts.get('hero-1\u0000heading')).toBe('New heading');
    expect(texts.get('hero-link-1\u0000label')).toBe('New label');
    expect(texts.get('page-home\u0000title')).toBe('Home');
    expect(texts.has('hero-1\u0000image')).toBe(false);
  });

  it('patches tagged text in place, keeping the very text node, and leaves rich text and images alone', () => {
    const heading = document.querySelector('h2')!;
    const textNode = heading.firstChild;
    const body = document.querySelector('[data-contentful-field-id="body"]')!.innerHTML;
    const tree = pageTree({ heading: 'Typed at once', linkLabel: 'Shop the edit' });
    (tree.fields.sections as Array<{ fields: { content: Array<{ fields: Record<string, unknown> }> } }>)[0]!.fields.content[0]!.fields.body = 'not rich text any more';
    expect(patchTextFields(document, tree)).toBe(2);
    expect(heading.textContent).toBe('Typed at once');
    expect(heading.firstChild).toBe(textNode);
    expect(document.querySelector('a')!.textContent).toBe('Shop the edit');
    expect(document.querySelector('[data-contentful-field-id="body"]')!.innerHTML).toBe(body);
    // Nothing changed: nothing touched.
    expect(patchTextFields(document, tree)).toBe(0);
  });

  it('outlines the block of an entry, a nested entry’s block, or nothing, one at a time', () => {
    expect(highlightEntry(document, 'hero-1')?.getAttribute('data-entry-id')).toBe('hero-1');
    expect(highlightEntry(document, 'hero-link-1')?.getAttribute('data-entry-id')).toBe('hero-1');
    expect(highlightEntry(document, 'section-1')?.getAttribute('data-section-id')).toBe('section-1');
    expect(document.querySelectorAll(`[${HIGHLIGHT_ATTRIBUTE}]`)).toHaveLength(1);
    expect(highlightEntry(document, 'nowhere"]')).toBeUndefined();
    expect(highlightEntry(document, null)).toBeUndefined();
    expect(document.querySelectorAll(`[${HIGHLIGHT_ATTRIBUTE}]`)).toHaveLength(0);
  });
});

// @vitest-environment jsdom
import type { Editor } from '@tiptap/core';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { richTextDocumentSchema, type RichTextDocument, type RichTextNode } from '@storefront/cms-models/rich-text';
import type { FieldPatch } from '../entries';
import { useState } from 'react';
import { EntryForm } from '../EntryForm';
import { asset, entry, Harness, modelOf, registry } from '../test-support';

beforeAll(() => {
  // jsdom has no layout; ProseMirror asks for rectangles when it scrolls the caret into view.
  const rect = { x: 0, y: 0, top: 0, left: 0, bottom: 0, right: 0, width: 0, height: 0, toJSON: () => ({}) };
  Range.prototype.getClientRects = () => ({ length: 0, item: () => null, [Symbol.iterator]: [][Symbol.iterator] }) as unknown as DOMRectList;
  Range.prototype.getBoundingClientRect = () => rect as DOMRect;
  document.elementFromPoint = () => null;
});
afterEach(cleanup);

const t = (value: string, ...marks: string[]): RichTextNode => ({ nodeType: 'text', value, marks: marks.map((type) => ({ type })), data: {} });
const n = (nodeType: string, content: RichTextNode[], data: Record<string, unknown> = {}): RichTextNode => ({ nodeType, data, content });
const doc = (...content: RichTextNode[]): RichTextDocument => ({ nodeType: 'document', data: {}, content });

const body = doc(
  n('heading-2', [t('Linen season')]),
  n('paragraph', [t('Light, '), t('breathable', 'bold'), t(' and '), n('hyperlink', [t('made to last')], { uri: '/pages/care' }), t('')]),
  n('unordered-list', [n('list-item', [n('paragraph', [t('Shirts')])])]),
);

async function setup(value: RichTextDocument | undefined = body, props: Partial<Parameters<typeof Harness>[0]> = {}) {
  const patches: FieldPatch[] = [];
  const user = userEvent.setup();
  const fields = value ? { internalName: 'Intro', body: value } : { internalName: 'Intro' };
  const view = render(<Harness initial={entry('text1', 'text', fields)} patches={patches} {...props} />);
  const editor = await screen.findByRole('textbox', { name: /^Body/ });
  const lastDocument = () => patches.filter((patch) => patch.fieldId === 'body').at(-1)?.value as RichTextDocument | undefined;
  return { patches, user, editor, lastDocument, view };
}

/** Selects the whole document, as Mod+A does. */
async function selectAll(editor: HTMLElement) {
  editor.focus();
  fireEvent.keyDown(editor, { key: 'a', code: 'KeyA', ctrlKey: true });
}

/**
 * Types at the caret. jsdom has no text input for contenteditable that ProseMirror can read,
 * so the text goes in as the browser's input would: one insertion at the selection.
 */
function typeText(editorElement: HTMLElement, text: string, at?: 'start') {
  const editor = (editorElement as HTMLElement & { editor: Editor }).editor;
  act(() => {
    const chain = editor.chain();
    (at ? chain.focus(at) : chain.focus()).insertContent(text).run();
  });
}

describe('rich text field', () => {
  it('takes the focus in its text, not its toolbar, when the preview asks for the field (click-to-edit)', async () => {
    const { editor } = await setup(body, { focusTarget: { entryId: 'text1', fieldId: 'body' } });
    await waitFor(() => expect(document.activeElement).toBe(editor));
  });

  it('shows the Contentful document as formatted text in a labelled editor', async () => {
    const { editor } = await setup();
    expect(editor.getAttribute('aria-multiline')).toBe('true');
    expect(within(editor).getByRole('heading', { level: 2 }).textContent).toBe('Linen season');
    expect(editor.querySelector('strong')?.textContent).toBe('breathable');
    expect(within(editor).getByRole('link', { name: 'made to last' }).getAttribute('href')).toBe('/pages/care');
    expect(within(editor).getByRole('listitem').textContent).toBe('Shirts');
    expect(screen.getByRole('toolbar', { name: 'Body formatting' })).toBeTruthy();
  });

  it('emits a valid Contentful document as the editor types, with everything else unchanged', async () => {
    const { editor, lastDocument } = await setup();
    typeText(editor, 'New: ', 'start');
    const result = lastDocument()!;
    expect(richTextDocumentSchema.safeParse(result).success).toBe(true);
    expect(result).toEqual(doc(n('heading-2', [t('New: Linen season')]), ...body.content.slice(1)));
  });

  it('makes the selection bold and turns a paragraph into a heading from the toolbar', async () => {
    const { editor, user, lastDocument } = await setup(doc(n('paragraph', [t('Plain words')])));
    await selectAll(editor);
    await user.click(screen.getByRole('button', { name: 'Bold' }));
    expect(lastDocument()).toEqual(doc(n('paragraph', [t('Plain words', 'bold')])));
    expect(screen.getByRole('button', { name: 'Bold' }).getAttribute('aria-pressed')).toBe('true');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Text style' }), 'Heading 3');
    expect(lastDocument()).toEqual(doc(n('heading-3', [t('Plain words', 'bold')])));
    await selectAll(editor);
    await user.click(screen.getByRole('button', { name: 'Italic' }));
    await user.click(screen.getByRole('button', { name: 'Underline' }));
    expect(lastDocument()!.content[0]!.content![0]!.marks).toEqual([{ type: 'bold' }, { type: 'italic' }, { type: 'underline' }]);
  });

  it('makes lists and quotes', async () => {
    const { editor, user, lastDocument } = await setup(doc(n('paragraph', [t('Item')])));
    await selectAll(editor);
    await user.click(screen.getByRole('button', { name: 'Numbered list' }));
    expect(lastDocument()).toEqual(doc(n('ordered-list', [n('list-item', [n('paragraph', [t('Item')])])])));
    await user.click(screen.getByRole('button', { name: 'Numbered list' }));
    await user.click(screen.getByRole('button', { name: 'Quote' }));
    expect(lastDocument()).toEqual(doc(n('blockquote', [n('paragraph', [t('Item')])])));
  });

  it('links the selection to a checked URL, refusing javascript:', async () => {
    const { editor, user, lastDocument } = await setup(doc(n('paragraph', [t('Sale')])));
    await selectAll(editor);
    await user.click(screen.getByRole('button', { name: 'Link' }));
    const url = screen.getByRole('textbox', { name: 'Link URL' });
    await user.type(url, 'javascript:alert(1)');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.getByRole('alert').textContent).toBe('Must be a site path such as /pages/sale or an http(s) URL');
    expect(lastDocument()).toBeUndefined();
    await user.clear(url);
    await user.type(url, '/pages/sale{Enter}');
    expect(lastDocument()).toEqual(doc(n('paragraph', [t(''), n('hyperlink', [t('Sale')], { uri: '/pages/sale' }), t('')])));
    expect(screen.queryByRole('textbox', { name: 'Link URL' })).toBeNull();
  });

  it('clears the field when the editor is emptied, so a required body says so', async () => {
    const { editor, patches } = await setup(doc(n('paragraph', [t('x')])));
    await selectAll(editor);
    fireEvent.keyDown(editor, { key: 'Backspace', code: 'Backspace' });
    expect(patches.at(-1)).toEqual({ entryId: 'text1', fieldId: 'body', value: undefined });
    fireEvent.blur(editor);
    await waitFor(() => expect(document.getElementById(editor.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Required'));
  });

  it('uploads an image (checked first) and embeds it', async () => {
    const uploaded = asset('new', { title: 'Beach' });
    const uploadAsset = vi.fn(async () => uploaded);
    const { editor, lastDocument } = await setup(doc(n('paragraph', [t('Look')])), { uploadAsset });
    editor.focus();
    const input = screen.getByLabelText(/Insert image/);
    fireEvent.change(input, { target: { files: [new File(['%PDF'], 'guide.pdf', { type: 'application/pdf' })] } });
    expect(screen.getByRole('alert').textContent).toBe('guide.pdf is not a type this field takes (application/pdf): choose a JPEG, PNG, WebP, GIF or AVIF image.');
    expect(uploadAsset).not.toHaveBeenCalled();
    await act(async () => {
      fireEvent.change(input, { target: { files: [new File(['jpeg'], 'beach.jpg', { type: 'image/jpeg' })] } });
    });
    expect(uploadAsset).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(lastDocument()?.content.some((node) => node.nodeType === 'embedded-asset-block')).toBe(true));
    expect(lastDocument()!.content.find((node) => node.nodeType === 'embedded-asset-block')!.data.target).toEqual(uploaded);
    expect(editor.querySelector('figure img')?.getAttribute('src')).toBe('/assets/new.jpg');
    expect(within(editor).getByRole('figure', { name: 'Image: Beach' })).toBeTruthy();
  });

  it('shows a new value from outside (an undo) without sending it back', async () => {
    const patches: FieldPatch[] = [];
    let setBody: (value: RichTextDocument | undefined) => void = () => {};
    function Controlled() {
      const [value, setValue] = useState<RichTextDocument | undefined>(body);
      setBody = setValue;
      return (
        <EntryForm
          model={modelOf('text')}
          entry={entry('text1', 'text', { internalName: 'Intro', body: value })}
          registry={registry}
          onChange={(patch) => {
            patches.push(patch);
            setValue(patch.value as RichTextDocument | undefined);
          }}
        />
      );
    }
    render(<Controlled />);
    const editor = await screen.findByRole('textbox', { name: /^Body/ });
    act(() => setBody(doc(n('paragraph', [t('Restored')]))));
    expect(editor.textContent).toBe('Restored');
    expect(patches).toEqual([]);
    typeText(editor, '!');
    expect(patches.at(-1)?.value).toEqual(doc(n('paragraph', [t('Restored!')])));
  });
});

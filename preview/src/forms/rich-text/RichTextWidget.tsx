'use client';

import { BLOCKS, INLINES, MARKS } from '@contentful/rich-text-types';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import { useEffect, useId, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { isSafeUrl } from '@storefront/cms-models/safe-url';
import type { RichTextDocument } from '@storefront/cms-models/rich-text';
import styles from '../Forms.module.css';
import { useAssetUpload } from '../widgets/AssetWidget';
import type { WidgetOf } from '../widgets/types';
import { fromEditorDocument, isEmptyDocument, toEditorDocument } from './convert';
import { richTextExtensions } from './extensions';

const LINK_MESSAGE = 'Must be a site path such as /pages/sale or an http(s) URL';

type Allowed = (kind: string) => boolean;

function serialise(value: unknown): string {
  return JSON.stringify(value ?? null);
}

/** The document the editor holds, or undefined when it is empty (so a required field says so). */
function documentOf(editor: Editor): RichTextDocument | undefined {
  const document = fromEditorDocument(editor.getJSON());
  return isEmptyDocument(document) ? undefined : document;
}

// Icons drawn in code (no icon font or emoji is guaranteed in the studio's browser).
const LINK_ICON = (
  <svg width="14" height="14" viewBox="0 0 16 16" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round">
    <path d="M6.5 9.5l3-3M7 4.5l1.2-1.2a2.8 2.8 0 014 4L11 8.5M9 11.5l-1.2 1.2a2.8 2.8 0 01-4-4L5 7.5" />
  </svg>
);
const IMAGE_ICON = (
  <svg width="14" height="14" viewBox="0 0 16 16" fill="none" stroke="currentColor" strokeWidth="1.4" strokeLinejoin="round">
    <rect x="2" y="3" width="12" height="10" rx="1.5" />
    <path d="M2.5 11.5l3.5-3.5 2.5 2.5 2-2 3 3" />
    <circle cx="10.5" cy="6" r="1" fill="currentColor" stroke="none" />
  </svg>
);

const STYLES = [
  { value: 'paragraph', label: 'Paragraph', nodeType: BLOCKS.PARAGRAPH },
  ...([1, 2, 3, 4, 5, 6] as const).map((level) => ({ value: `h${level}`, label: `Heading ${level}`, nodeType: `heading-${level}` })),
];

function LinkForm({ editor, onClose }: { editor: Editor; onClose: () => void }) {
  const current = (editor.getAttributes('link').href as string | undefined) ?? '';
  const [href, setHref] = useState(current);
  const [error, setError] = useState<string | undefined>();
  const inputId = useId();
  const apply = (event: FormEvent) => {
    event.preventDefault();
    const url = href.trim();
    if (!isSafeUrl(url)) {
      setError(LINK_MESSAGE);
      return;
    }
    if (editor.state.selection.empty && !editor.isActive('link')) {
      editor.chain().focus().insertContent({ type: 'text', text: url, marks: [{ type: 'link', attrs: { href: url } }] }).run();
    } else {
      editor.chain().focus().extendMarkRange('link').setLink({ href: url }).run();
    }
    onClose();
  };
  return (
    // A div, not a form: the rich-text field may sit inside the studio's own form.
    <div className={styles.linkForm} role="group" aria-label="Link">
      <label htmlFor={inputId} className={styles.smallLabel}>
        Link URL
      </label>
      <input
        id={inputId}
        className={`${styles.input} ${styles.mono}`}
        value={href}
        placeholder="/pages/sale or https://…"
        autoFocus
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${inputId}-error` : undefined}
        onChange={(event) => {
          setHref(event.target.value);
          setError(undefined);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') apply(event);
          if (event.key === 'Escape') onClose();
        }}
      />
      <button type="button" className={styles.button} onClick={apply}>
        Apply
      </button>
      {current ? (
        <button
          type="button"
          className={styles.linkButton}
          onClick={() => {
            editor.chain().focus().extendMarkRange('link').unsetLink().run();
            onClose();
          }}
        >
          Remove link
        </button>
      ) : null}
      <button type="button" className={styles.linkButton} onClick={onClose}>
        Cancel
      </button>
      {error ? (
        <p id={`${inputId}-error`} className={styles.localError} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function Toolbar({ editor, allowed, disabled, label }: { editor: Editor; allowed: Allowed; disabled: boolean; label: string }) {
  const active = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current.isActive('bold'),
      italic: current.isActive('italic'),
      underline: current.isActive('underline'),
      bulletList: current.isActive('bulletList'),
      orderedList: current.isActive('orderedList'),
      blockquote: current.isActive('blockquote'),
      link: current.isActive('link'),
      style: ([1, 2, 3, 4, 5, 6] as const).find((level) => current.isActive('heading', { level })),
    }),
  });
  const [linking, setLinking] = useState(false);
  const imageInputId = useId();
  const upload = useAssetUpload(['image'], (asset) => {
    editor.chain().focus().insertContent({ type: 'embeddedAsset', attrs: { target: asset } }).run();
  });
  const chain = () => editor.chain().focus();
  const toggle = (name: string, pressed: boolean, run: () => void, text: string, symbol: ReactNode) => (
    <button type="button" className={`${styles.toolButton} ${pressed ? styles.toolActive : ''}`} aria-pressed={pressed} aria-label={text} title={text} disabled={disabled} onClick={run} data-tool={name}>
      <span aria-hidden="true">{symbol}</span>
    </button>
  );

  return (
    <>
      <div className={styles.toolbar} role="toolbar" aria-label={`${label} formatting`}>
        <select
          aria-label="Text style"
          className={`${styles.input} ${styles.toolSelect}`}
          disabled={disabled}
          value={active.style ? `h${active.style}` : 'paragraph'}
          onChange={(event) => {
            const level = Number(event.target.value.slice(1));
            if (event.target.value === 'paragraph') chain().setParagraph().run();
            else chain().setHeading({ level: level as 1 | 2 | 3 | 4 | 5 | 6 }).run();
          }}
        >
          {STYLES.filter((style) => allowed(style.nodeType)).map((style) => (
            <option key={style.value} value={style.value}>
              {style.label}
            </option>
          ))}
        </select>
        {allowed(MARKS.BOLD) ? toggle('bold', active.bold, () => chain().toggleBold().run(), 'Bold', 'B') : null}
        {allowed(MARKS.ITALIC) ? toggle('italic', active.italic, () => chain().toggleItalic().run(), 'Italic', 'I') : null}
        {allowed(MARKS.UNDERLINE) ? toggle('underline', active.underline, () => chain().toggleUnderline().run(), 'Underline', 'U') : null}
        <span className={styles.toolSeparator} />
        {allowed(BLOCKS.UL_LIST) ? toggle('bulletList', active.bulletList, () => chain().toggleBulletList().run(), 'Bulleted list', '•≡') : null}
        {allowed(BLOCKS.OL_LIST) ? toggle('orderedList', active.orderedList, () => chain().toggleOrderedList().run(), 'Numbered list', '1≡') : null}
        {allowed(BLOCKS.QUOTE) ? toggle('blockquote', active.blockquote, () => chain().toggleBlockquote().run(), 'Quote', '❝') : null}
        {allowed(BLOCKS.HR) ? toggle('hr', false, () => chain().setHorizontalRule().run(), 'Divider', '―') : null}
        <span className={styles.toolSeparator} />
        {allowed(INLINES.HYPERLINK) ? toggle('link', active.link, () => setLinking((open) => !open), 'Link', LINK_ICON) : null}
        {allowed(BLOCKS.EMBEDDED_ASSET) && upload.canUpload ? (
          <label className={`${styles.toolButton} ${disabled ? styles.buttonDisabled : ''}`} htmlFor={imageInputId} title="Insert image">
            <span aria-hidden="true">{IMAGE_ICON}</span>
            <span className={styles.visuallyHidden}>Insert image</span>
            <input
              id={imageInputId}
              type="file"
              className={styles.visuallyHidden}
              accept={upload.accept}
              disabled={disabled}
              onChange={(event) => {
                const file = event.target.files?.[0];
                event.target.value = '';
                if (file) void upload.upload(file);
              }}
            />
          </label>
        ) : null}
      </div>
      {linking ? <LinkForm editor={editor} onClose={() => setLinking(false)} /> : null}
      <p className={styles.status} aria-live="polite">
        {upload.state.kind === 'uploading' ? `Uploading ${upload.state.name}…` : ''}
      </p>
      {upload.state.kind === 'failed' ? (
        <p className={styles.localError} role="alert">
          {upload.state.message}
        </p>
      ) : null}
    </>
  );
}

/**
 * Rich text with a real editor (TipTap/ProseMirror): headings, bold, italic, underline, lists,
 * quotes, dividers, links (checked like the models' URLs) and images. The value is Contentful's
 * rich-text document; an empty editor clears the field.
 */
export function RichTextWidget({ field, value, onChange, inputId, labelId, describedBy, invalid, disabled }: WidgetOf<'richText'>) {
  const handlers = useRef({ onChange });
  useEffect(() => {
    handlers.current = { onChange };
  });
  const lastEmitted = useRef(serialise(value));
  const extensions = useMemo(() => richTextExtensions(), []);
  const editor = useEditor({
    extensions,
    content: toEditorDocument(value as RichTextDocument | undefined),
    editable: !disabled,
    // The studio renders on the server first; the editor mounts in the browser.
    immediatelyRender: false,
    onUpdate: ({ editor: current }) => {
      const next = documentOf(current);
      // Selection-only and no-op updates change nothing in the entry.
      if (serialise(next) === lastEmitted.current) return;
      lastEmitted.current = serialise(next);
      handlers.current.onChange(next);
    },
  });

  // A value from outside (undo, another field's restore) replaces the editor's content.
  useEffect(() => {
    if (!editor || serialise(value) === lastEmitted.current) return;
    lastEmitted.current = serialise(value);
    editor.commands.setContent(toEditorDocument(value as RichTextDocument | undefined), { emitUpdate: false });
  }, [editor, value]);

  useEffect(() => {
    if (!editor) return;
    editor.setEditable(!disabled, false);
    editor.setOptions({
      editorProps: {
        attributes: {
          id: inputId,
          role: 'textbox',
          'aria-multiline': 'true',
          'aria-labelledby': labelId,
          ...(describedBy ? { 'aria-describedby': describedBy } : {}),
          ...(invalid ? { 'aria-invalid': 'true' } : {}),
          ...(field.required ? { 'aria-required': 'true' } : {}),
          class: styles.richTextArea ?? '',
        },
      },
    });
  }, [editor, disabled, inputId, labelId, describedBy, invalid, field.required]);

  const allowed: Allowed = (kind) => {
    if (kind in MARKS_BY_TYPE) return field.marks === undefined || field.marks.has(kind);
    return field.nodeTypes === undefined || kind === BLOCKS.PARAGRAPH || field.nodeTypes.has(kind);
  };

  return (
    <div className={`${styles.richText} ${invalid ? styles.richTextInvalid : ''}`}>
      {editor ? <Toolbar editor={editor} allowed={allowed} disabled={disabled} label={field.label} /> : null}
      <EditorContent editor={editor} />
    </div>
  );
}

const MARKS_BY_TYPE: Record<string, true> = Object.fromEntries(Object.values(MARKS).map((mark) => [mark, true]));

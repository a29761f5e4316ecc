'use client';

import { useCallback, useEffect, useId, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import type { AnyContentModel } from '@storefront/cms-models/define';
import type { CmsAsset, CmsEntry } from '@storefront/cms-models/nodes';
import { randomEntryId, type FieldPatch, type FieldTarget } from './entries';
import { fieldsFor, modelFor, type FormField, type ModelRegistry } from './fields';
import { fieldDomId, FormContext, useFormContext, type EntrySearch, type FormContextValue } from './form-context';
import styles from './Forms.module.css';
import { RichTextWidget } from './rich-text/RichTextWidget';
import { validateEntry } from './validate';
import { AssetWidget } from './widgets/AssetWidget';
import { CheckboxWidget } from './widgets/CheckboxWidget';
import { ColourWidget } from './widgets/ColourWidget';
import { DateWidget } from './widgets/DateWidget';
import { JsonWidget } from './widgets/JsonWidget';
import { NumberWidget } from './widgets/NumberWidget';
import { ReferencesWidget, ReferenceWidget } from './widgets/ReferenceWidgets';
import { SelectWidget } from './widgets/SelectWidget';
import { TagsWidget } from './widgets/TagsWidget';
import { TextWidget } from './widgets/TextWidget';
import type { WidgetProps } from './widgets/types';

export interface EntryFormProps {
  /** The entry's content model. */
  model: AnyContentModel;
  /** The entry with its links nested (CmsEntry, as `pageEditorSelectors.entry` gives it). */
  entry: CmsEntry;
  /** Every model and the block types, for references (`registry` from @storefront/plugins/blocks fits). */
  registry: ModelRegistry;
  /** Called with each change: one field of this entry or of an entry nested in it. */
  onChange: (patch: FieldPatch) => void;
  /** The locale being edited (localised fields are marked with it). Default en-GB. */
  locale?: string;
  /** A field got focus (to highlight its block in the preview). */
  onFieldFocus?: (target: FieldTarget) => void;
  /** The pointer is over an entry's fields (its id), or left the form (undefined). */
  onEntryHover?: (entryId: string | undefined) => void;
  /** Uploads a file (already checked for type and size) and gives the asset. Without it, no upload buttons. */
  uploadAsset?: (file: File) => Promise<CmsAsset>;
  /** Largest upload in bytes (default 10 MB). */
  maxUploadBytes?: number;
  /** Ids for entries created in the form (default: 22 random letters and digits). */
  createEntryId?: () => string;
  /**
   * Finds existing entries to link (e.g. a shared visibility config). Without it, references
   * only create new entries. (The page editor must know found entries: `editor.register`.)
   */
  searchEntries?: (query: EntrySearch) => Promise<CmsEntry[]>;
  /** Mod+Z and Mod+Shift+Z / Mod+Y in any field. */
  onUndo?: () => void;
  onRedo?: () => void;
  /** A field to open (its nested card expands) and focus, e.g. after a click in the preview. */
  focusTarget?: FieldTarget;
  /** Show every message, also under fields not yet touched (e.g. after a publish attempt). */
  showAllErrors?: boolean;
  readOnly?: boolean;
}

function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);
}

/** Widgets made of several controls are labelled as a group rather than by <label for>. */
const GROUP_WIDGETS = new Set<FormField['widget']>(['richText', 'asset', 'reference', 'references']);

function Widget(props: WidgetProps) {
  const { field } = props;
  switch (field.widget) {
    case 'text':
    case 'slug':
    case 'url':
    case 'textarea':
    case 'markdown':
      return <TextWidget {...props} field={field} />;
    case 'colour':
      return <ColourWidget {...props} field={field} />;
    case 'select':
      return <SelectWidget {...props} field={field} />;
    case 'checkbox':
      return <CheckboxWidget {...props} field={field} />;
    case 'number':
      return <NumberWidget {...props} field={field} />;
    case 'date':
      return <DateWidget {...props} field={field} />;
    case 'richText':
      return <RichTextWidget {...props} field={field} />;
    case 'tags':
      return <TagsWidget {...props} field={field} />;
    case 'json':
      return <JsonWidget {...props} field={field} />;
    case 'asset':
      return <AssetWidget {...props} field={field} />;
    case 'reference':
      return <ReferenceWidget {...props} field={field} />;
    case 'references':
      return <ReferencesWidget {...props} field={field} />;
    default:
      return <p className={styles.empty}>{field.type} fields are edited in Contentful.</p>;
  }
}

interface FieldViewProps {
  field: FormField;
  entryId: string;
  value: unknown;
  errors: readonly string[];
  showErrors: boolean;
  onTouched: (fieldId: string) => void;
  depth: number;
}

function FieldView({ field, entryId, value, errors, showErrors, onTouched, depth }: FieldViewProps) {
  const context = useFormContext();
  const target = { entryId, fieldId: field.id };
  const inputId = fieldDomId(context.idPrefix, target);
  const labelId = `${inputId}-label`;
  const helpId = field.helpText ? `${inputId}-help` : undefined;
  const shown = showErrors ? errors : [];
  const errorId = shown.length ? `${inputId}-error` : undefined;
  const describedBy = [helpId, errorId].filter(Boolean).join(' ') || undefined;
  const grouped = GROUP_WIDGETS.has(field.widget);
  const checkbox = field.widget === 'checkbox';

  const label = (
    <span className={styles.labelText}>
      {field.label}
      {field.required ? <span className={styles.required}> (required)</span> : null}
    </span>
  );
  const labelElement = grouped ? (
    <span id={labelId} className={styles.label}>
      {label}
    </span>
  ) : (
    <label id={labelId} htmlFor={inputId} className={styles.label}>
      {label}
    </label>
  );
  const widget = (
    <Widget
      field={field}
      entryId={entryId}
      value={value}
      onChange={(next) => {
        onTouched(field.id);
        context.onChange({ entryId, fieldId: field.id, value: next });
      }}
      inputId={inputId}
      labelId={labelId}
      describedBy={describedBy}
      invalid={shown.length > 0}
      errors={shown}
      disabled={context.readOnly}
      depth={depth}
    />
  );

  return (
    <div
      className={`${styles.field} ${shown.length ? styles.fieldInvalid : ''}`}
      data-entry-id={entryId}
      data-field-id={field.id}
      data-widget={field.widget}
      onFocus={(event) => {
        // Focus inside a nested entry's form belongs to that entry's field.
        if ((event.target as HTMLElement).closest('[data-field-id]') === event.currentTarget) context.onFieldFocus?.(target);
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onTouched(field.id);
      }}
    >
      {checkbox ? (
        <div className={styles.checkboxRow}>
          {widget}
          {labelElement}
          {field.localized ? <span className={styles.locale}>{context.locale}</span> : null}
        </div>
      ) : (
        <>
          <div className={styles.labelRow}>
            {labelElement}
            {field.localized ? (
              <span className={styles.locale} title={`Localised: you are editing ${context.locale}`}>
                {context.locale}
              </span>
            ) : null}
          </div>
          {widget}
        </>
      )}
      {field.helpText ? (
        <p id={helpId} className={styles.help}>
          {field.helpText}
        </p>
      ) : null}
      {shown.length ? (
        <ul id={errorId} className={styles.errors}>
          {shown.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** The fields of one entry (the form's own, or one nested in a reference card). */
function EntryFields({ model, entry, depth, parentId }: { model: AnyContentModel; entry: CmsEntry; depth: number; parentId: string | undefined }) {
  const context = useFormContext();
  const fields = useMemo(() => fieldsFor(model, context.registry), [model, context.registry]);
  const errors = useMemo(() => validateEntry(model, entry.fields), [model, entry.fields]);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const onTouched = useCallback((fieldId: string) => setTouched((current) => (current.has(fieldId) ? current : new Set([...current, fieldId]))), []);

  return (
    <div
      className={depth === 0 ? styles.fields : `${styles.fields} ${styles.nested}`}
      data-entry-id={entry.id}
      onMouseOver={(event) => {
        // The innermost entry under the pointer is the one to highlight.
        if ((event.target as HTMLElement).closest('[data-entry-fields]') === event.currentTarget) context.onEntryHover?.(entry.id);
      }}
      onMouseLeave={() => context.onEntryHover?.(parentId)}
      data-entry-fields=""
    >
      {fields.map((field) => (
        <FieldView
          key={field.id}
          field={field}
          entryId={entry.id}
          value={entry.fields[field.id]}
          errors={errors[field.id] ?? []}
          showErrors={context.showAllErrors || touched.has(field.id) || !isEmpty(entry.fields[field.id])}
          onTouched={onTouched}
          depth={depth}
        />
      ))}
    </div>
  );
}

/**
 * A form generated from a content model: one widget per field, the model's zod messages under
 * each field, nested entries edited in place. Pure-controlled: the entry comes in, each change
 * goes out as a patch (`{ entryId, fieldId, value }`, which is `editor.edit`).
 */
export function EntryForm(props: EntryFormProps): ReactNode {
  const { model, entry, registry, onChange, locale = 'en-GB', focusTarget, showAllErrors = false, readOnly = false } = props;
  const idPrefix = `ef${useId().replace(/[^A-Za-z0-9]/g, '')}`;
  const root = useRef<HTMLDivElement>(null);
  const renderNested = useCallback(
    (nested: CmsEntry, depth: number, parentId: string): ReactNode => {
      const nestedModel = modelFor(registry, nested.contentType);
      if (!nestedModel) return <p className={styles.empty}>There is no form for content type “{nested.contentType}”.</p>;
      return <EntryFields model={nestedModel} entry={nested} depth={depth} parentId={parentId} />;
    },
    [registry],
  );
  const hovered = useRef<string | undefined>(undefined);
  const { onEntryHover } = props;
  const onHover = useCallback(
    (entryId: string | undefined) => {
      if (hovered.current === entryId) return;
      hovered.current = entryId;
      onEntryHover?.(entryId);
    },
    [onEntryHover],
  );
  const context: FormContextValue = {
    registry,
    locale,
    onChange,
    onFieldFocus: props.onFieldFocus,
    onEntryHover: onHover,
    uploadAsset: props.uploadAsset,
    maxUploadBytes: props.maxUploadBytes,
    createEntryId: props.createEntryId ?? randomEntryId,
    searchEntries: props.searchEntries,
    focusTarget,
    showAllErrors,
    readOnly,
    idPrefix,
    renderNested,
  };

  // Click-to-edit: the target's card is open by now (cards open for it); focus its control.
  // Keyed by the ids, not the object, so a new but equal target does not steal focus again.
  const focusEntryId = focusTarget?.entryId;
  const focusFieldId = focusTarget?.fieldId;
  useEffect(() => {
    const form = root.current;
    if (focusEntryId === undefined || focusFieldId === undefined || !form) return;
    const quoted = (value: string) => `"${value.replace(/["\\]/g, '\\$&')}"`;
    const fieldElement = () => form.querySelector<HTMLElement>(`[data-entry-id=${quoted(focusEntryId)}][data-field-id=${quoted(focusFieldId)}]`);
    // The text itself before its toolbar's controls (a rich-text field's toolbar comes first in the DOM).
    const focusText = () => {
      const element = fieldElement();
      if (!element) return false;
      const editable = element.querySelector<HTMLElement>('[contenteditable="true"]');
      // A rich-text field whose editor has not mounted yet: wait for it rather than take its toolbar.
      if (!editable && element.querySelector('[role="toolbar"]')) return false;
      const control = editable ?? element.querySelector<HTMLElement>('input, textarea, select');
      if (!control) return false;
      element.scrollIntoView?.({ block: 'nearest' });
      control.focus();
      return true;
    };
    if (focusText()) return;
    // A rich-text editor mounts a moment after its field: wait briefly for its text, else take a button.
    const observer = new MutationObserver(() => {
      if (!focusText()) return;
      observer.disconnect();
      clearTimeout(giveUp);
    });
    observer.observe(form, { childList: true, subtree: true, attributes: true, attributeFilter: ['contenteditable'] });
    const giveUp = setTimeout(() => {
      observer.disconnect();
      const element = fieldElement();
      element?.scrollIntoView?.({ block: 'nearest' });
      element?.querySelector<HTMLElement>('button')?.focus();
    }, 1000);
    return () => {
      observer.disconnect();
      clearTimeout(giveUp);
    };
  }, [focusEntryId, focusFieldId]);

  // One history for the whole page: the fields' own undo (inputs, the rich-text editor) is replaced.
  const onKeyDown = (event: KeyboardEvent) => {
    if (!(event.metaKey || event.ctrlKey) || event.altKey || event.defaultPrevented) return;
    const key = event.key.toLowerCase();
    const handler = key === 'z' ? (event.shiftKey ? props.onRedo : props.onUndo) : key === 'y' ? props.onRedo : undefined;
    if (!handler) return;
    event.preventDefault();
    handler();
  };

  return (
    <FormContext.Provider value={context}>
      <div ref={root} className={styles.form} onKeyDown={onKeyDown}>
        <EntryFields model={model} entry={entry} depth={0} parentId={undefined} />
      </div>
    </FormContext.Provider>
  );
}

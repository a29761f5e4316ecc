'use client';

import { useId, useState, type FormEvent } from 'react';
import { pagePath } from '@storefront/cms-models/page-path';
import { pageInputSchema, slugFromTitle, type PageInput } from './page-input';
import { useModal } from './use-modal';
import styles from './studio.module.css';

export interface PageFormDialogProps {
  open: boolean;
  mode: 'create' | 'duplicate';
  /** What the fields start with (a copy's suggested title and slug). */
  draft: PageInput;
  /** The page being duplicated, named in the title. */
  sourceTitle?: string | undefined;
  busy: boolean;
  message: string | undefined;
  fieldErrors: Readonly<Record<string, string>>;
  onSubmit(draft: PageInput, fieldErrors: Record<string, string>): void;
  onCancel(): void;
}

/** The form's own check, with the same schema the server uses: messages per field. */
export function validatePageInput(draft: PageInput): Record<string, string> {
  const parsed = pageInputSchema.safeParse(draft);
  const errors: Record<string, string> = {};
  if (!parsed.success) for (const issue of parsed.error.issues) errors[String(issue.path[0] ?? 'form')] ??= issue.message;
  return errors;
}

function Fields({ formId, mode, draft, busy, fieldErrors, onSubmit }: Pick<PageFormDialogProps, 'mode' | 'draft' | 'busy' | 'fieldErrors' | 'onSubmit'> & { formId: string }) {
  const id = useId();
  const [title, setTitle] = useState(draft.title);
  const [slug, setSlug] = useState(draft.slug);
  // A new page's slug follows its title until the editor types a slug of their own.
  const [slugTouched, setSlugTouched] = useState(mode === 'duplicate');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const values = { title: title.trim(), slug: slug.trim() };
    onSubmit(values, validatePageInput(values));
  };
  const error = (name: string) => fieldErrors[name];
  return (
    <form id={formId} className={styles.dialogBody} onSubmit={submit} noValidate>
      <div className={styles.field}>
        <label className={styles.label} htmlFor={`${id}-title`}>
          Title
        </label>
        <input
          id={`${id}-title`}
          className={styles.input}
          name="title"
          value={title}
          autoComplete="off"
          aria-invalid={error('title') ? true : undefined}
          aria-describedby={error('title') ? `${id}-title-error` : undefined}
          disabled={busy}
          onChange={(event) => {
            setTitle(event.target.value);
            if (!slugTouched) setSlug(slugFromTitle(event.target.value));
          }}
        />
        {error('title') ? (
          <span id={`${id}-title-error`} className={styles.fieldError}>
            {error('title')}
          </span>
        ) : null}
      </div>
      <div className={styles.field}>
        <label className={styles.label} htmlFor={`${id}-slug`}>
          Slug
        </label>
        <input
          id={`${id}-slug`}
          className={styles.input}
          name="slug"
          value={slug}
          autoComplete="off"
          spellCheck={false}
          aria-invalid={error('slug') ? true : undefined}
          aria-describedby={`${id}-slug-hint${error('slug') ? ` ${id}-slug-error` : ''}`}
          disabled={busy}
          onChange={(event) => {
            setSlugTouched(true);
            setSlug(event.target.value);
          }}
        />
        <span id={`${id}-slug-hint`} className={styles.hint}>
          Served at {pagePath(slug.trim() || '…')}. Use “/” for the home page.
        </span>
        {error('slug') ? (
          <span id={`${id}-slug-error`} className={styles.fieldError}>
            {error('slug')}
          </span>
        ) : null}
      </div>
    </form>
  );
}

/** Create a page, or duplicate one: title and slug, checked as typed-in and by the server. */
export function PageFormDialog(props: PageFormDialogProps) {
  const ref = useModal(props.open);
  const id = useId();
  const heading = props.mode === 'create' ? 'New page' : `Duplicate “${props.sourceTitle ?? ''}”`;
  return (
    <dialog
      ref={ref}
      className={styles.dialog}
      aria-labelledby={`${id}-heading`}
      onCancel={(event) => {
        // Escape closes the native dialog; the machine decides (not while saving).
        event.preventDefault();
        if (!props.busy) props.onCancel();
      }}
    >
      {props.open ? (
        <>
          <div className={styles.dialogBody}>
            <h2 id={`${id}-heading`} className={styles.dialogTitle}>
              {heading}
            </h2>
            {props.mode === 'duplicate' ? (
              <p className={styles.dialogText}>The copy is a new draft with its own copies of every section and block.</p>
            ) : null}
            {props.message ? (
              <p role="alert" className={styles.alert}>
                {props.message}
              </p>
            ) : null}
          </div>
          <Fields formId={`${id}-form`} mode={props.mode} draft={props.draft} busy={props.busy} fieldErrors={props.fieldErrors} onSubmit={props.onSubmit} />
          <div className={styles.dialogFooter}>
            <button type="button" className={styles.button} onClick={props.onCancel} disabled={props.busy}>
              Cancel
            </button>
            <button type="submit" form={`${id}-form`} className={styles.buttonPrimary} disabled={props.busy}>
              {props.busy ? 'Saving…' : props.mode === 'create' ? 'Create page' : 'Duplicate page'}
            </button>
          </div>
        </>
      ) : null}
    </dialog>
  );
}

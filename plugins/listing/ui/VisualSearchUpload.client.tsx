'use client';

import { useMachine } from '@xstate/react';
import { useEffect, useId, useMemo, useRef } from 'react';
import { createPortal } from 'react-dom';
import { fromPromise } from 'xstate';
import { visualSearchLimits, visualSearchUploadMachine, visualSearchUploadSelectors as select, type ImageChoice } from '@storefront/machines/visualSearchUpload.machine';
import { uploadVisualSearch } from './visual-search-upload';
import styles from './VisualSearch.module.css';

export interface VisualSearchCategoryOption {
  slug: string;
  label: string;
}

export interface VisualSearchUploadProps {
  /** Categories the shopper may narrow the search to. */
  categories: readonly VisualSearchCategoryOption[];
  /** A camera icon (in the search box) or a text button. */
  variant: 'icon' | 'button';
  /** The button's text in the 'button' variant. */
  label?: string;
  endpoint?: string;
}

const CameraIcon = () => (
  <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
    <path d="M4 8h3l1.5-2.5h7L17 8h3v11H4V8Z" />
    <circle cx="12" cy="13.5" r="3.5" />
  </svg>
);

/** A preview of the chosen photo, released when it changes. */
function usePreview(file: ImageChoice | undefined): string | undefined {
  const url = useMemo(() => (file instanceof Blob ? URL.createObjectURL(file) : undefined), [file]);
  useEffect(
    () => () => {
      if (url) URL.revokeObjectURL(url);
    },
    [url],
  );
  return url;
}

type UploadSnapshot = Parameters<typeof select.isOpen>[0];
type UploadSend = ReturnType<typeof useMachine<typeof visualSearchUploadMachine>>[1];

/** The upload dialog's form: photo, category, any error, and send. */
function UploadForm({ snapshot, send, categories, titleId }: { snapshot: UploadSnapshot; send: UploadSend; categories: readonly VisualSearchCategoryOption[]; titleId: string }) {
  const file = select.file(snapshot);
  const error = select.error(snapshot);
  const busy = select.isBusy(snapshot);
  const preview = usePreview(file);
  return (
    <form
      className={styles.panel}
      onSubmit={(event) => {
        event.preventDefault();
        send({ type: 'visualSearch.submit' });
      }}
    >
      <button type="button" className={styles.close} onClick={() => send({ type: 'visualSearch.close' })}>
        <span aria-hidden="true">×</span>
        <span className="visually-hidden">Close</span>
      </button>
      <h2 id={titleId} className={styles.title}>
        Search with a photo
      </h2>
      <p className={styles.intro}>Upload a photo of something you love and we’ll find products in its colours.</p>
      <label className={styles.drop}>
        {preview ? <img src={preview} alt="" className={styles.preview} /> : <CameraIcon />}
        <span className={styles.dropText}>{file ? file.name : 'Choose a photo'}</span>
        <span className={styles.dropHint}>JPEG, PNG, WebP or GIF, up to {Math.round(visualSearchLimits.maxBytes / (1024 * 1024))} MB</span>
        <input
          type="file"
          name="image"
          accept={visualSearchLimits.acceptedTypes.join(',')}
          className={styles.fileInput}
          aria-label="Photo to search with"
          disabled={busy}
          onChange={(event) => {
            const chosen = event.target.files?.[0];
            if (chosen) send({ type: 'visualSearch.choose', file: chosen });
          }}
        />
      </label>
      {categories.length > 0 ? (
        <label className={styles.category}>
          <span>Search in</span>
          <select value={select.category(snapshot)} disabled={busy} onChange={(event) => send({ type: 'visualSearch.selectCategory', category: event.target.value })}>
            <option value="">All products</option>
            {categories.map((category) => (
              <option key={category.slug} value={category.slug}>
                {category.label}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
      <button type="submit" className={styles.submit} disabled={!select.canSubmit(snapshot)} aria-busy={busy || undefined}>
        {busy ? 'Finding matches…' : 'Find matching products'}
      </button>
    </form>
  );
}

/** Search by image (L §2, §4): a button opening the upload dialog, driven by the visualSearchUpload machine. */
export function VisualSearchUpload({ categories, variant, label = 'Search with a photo', endpoint = '/_api/visual-search' }: VisualSearchUploadProps) {
  const titleId = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const [snapshot, send] = useMachine(
    visualSearchUploadMachine.provide({
      actors: { upload: fromPromise<{ url: string }, { file: ImageChoice; category: string }>(({ input }) => uploadVisualSearch(endpoint, input.file as File, input.category)) },
      actions: { navigate: (_, params: { url: string }) => window.location.assign(params.url) },
    }),
    { input: {} },
  );
  const isOpen = select.isOpen(snapshot);

  // The dialog lives in a portal while open: the trigger may sit inside another form (the header
  // search box), and forms cannot nest.
  useEffect(() => {
    const element = dialog.current;
    if (isOpen && element && !element.open) element.showModal();
  }, [isOpen]);

  const dialogElement = (
    <dialog
      ref={dialog}
      className={styles.dialog}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        send({ type: 'visualSearch.close' });
      }}
    >
      <UploadForm snapshot={snapshot} send={send} categories={categories} titleId={titleId} />
    </dialog>
  );

  return (
    <>
      <button
        type="button"
        className={variant === 'icon' ? styles.iconTrigger : styles.buttonTrigger}
        aria-haspopup="dialog"
        onClick={() => send({ type: 'visualSearch.open' })}
        title={variant === 'icon' ? label : undefined}
      >
        <CameraIcon />
        {variant === 'icon' ? <span className="visually-hidden">{label}</span> : <span>{label}</span>}
      </button>
      {isOpen ? createPortal(dialogElement, document.body) : null}
    </>
  );
}

'use client';

import { useMachine } from '@xstate/react';
import { useEffect, useId, useMemo, useRef } from 'react';
import { createPortal } from 'react-dom';
import { fromPromise } from 'xstate';
import { visualSearchLimits, visualSearchUploadMachine, visualSearchUploadSelectors as select, type ImageChoice } from '@storefront/machines/visualSearchUpload.machine';
import { uploadVisualSearch } from './visual-search-upload';
import { CameraIcon, type VisualSearchCategoryOption } from './VisualSearchUpload.client';
import styles from './VisualSearch.module.css';

export interface VisualSearchUploadDialogProps {
  categories: readonly VisualSearchCategoryOption[];
  endpoint: string;
  /** How many times the shopper pressed the button: each press opens the dialog. */
  openRequests: number;
}

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

/** The upload dialog of search by image (L §2, §4), driven by the visualSearchUpload machine; its button opens it. */
export function VisualSearchUploadDialog({ categories, endpoint, openRequests }: VisualSearchUploadDialogProps) {
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
  useEffect(() => {
    if (openRequests > 0) send({ type: 'visualSearch.open' });
  }, [openRequests, send]);

  // The dialog lives in a portal while open: the trigger may sit inside another form (the header
  // search box), and forms cannot nest.
  useEffect(() => {
    const element = dialog.current;
    if (isOpen && element && !element.open) element.showModal();
  }, [isOpen]);

  if (!isOpen) return null;
  return createPortal(
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
    </dialog>,
    document.body,
  );
}

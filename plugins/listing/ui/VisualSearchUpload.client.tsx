'use client';

import { useState } from 'react';
import type { VisualSearchUploadDialogProps } from './VisualSearchUploadDialog.client';
import styles from './VisualSearchTrigger.module.css';

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

export const CameraIcon = () => (
  <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
    <path d="M4 8h3l1.5-2.5h7L17 8h3v11H4V8Z" />
    <circle cx="12" cy="13.5" r="3.5" />
  </svg>
);

type Dialog = (props: VisualSearchUploadDialogProps) => React.ReactNode;

/**
 * Search by image (L §2, §4): a button opening the upload dialog. The dialog and its machine load
 * when the shopper reaches for the button (pointer over, focus or press).
 */
export function VisualSearchUpload({ categories, variant, label = 'Search with a photo', endpoint = '/_api/visual-search' }: VisualSearchUploadProps) {
  const [dialog, setDialog] = useState<{ Dialog: Dialog }>();
  const [openRequests, setOpenRequests] = useState(0);
  const load = () => {
    if (!dialog) void import('./VisualSearchUploadDialog.client').then(({ VisualSearchUploadDialog }) => setDialog({ Dialog: VisualSearchUploadDialog }));
  };
  return (
    <>
      <button
        type="button"
        className={variant === 'icon' ? styles.iconTrigger : styles.buttonTrigger}
        aria-haspopup="dialog"
        onPointerEnter={load}
        onFocus={load}
        onClick={() => {
          setOpenRequests((count) => count + 1);
          load();
        }}
        title={variant === 'icon' ? label : undefined}
      >
        <CameraIcon />
        {variant === 'icon' ? <span className="visually-hidden">{label}</span> : <span>{label}</span>}
      </button>
      {dialog ? <dialog.Dialog categories={categories} endpoint={endpoint} openRequests={openRequests} /> : null}
    </>
  );
}

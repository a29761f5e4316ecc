'use client';

import { useId, useState, type DragEvent } from 'react';
import type { CmsAsset } from '@storefront/cms-models/nodes';
import { safeUrl } from '@storefront/cms-models/safe-url';
import { isAssetNode, isUnresolvedNode } from '../entries';
import { useFormContext } from '../form-context';
import styles from '../Forms.module.css';
import { checkUpload, formatBytes, uploadRules } from '../upload';
import type { WidgetOf } from './types';

type UploadState = { kind: 'idle' } | { kind: 'uploading'; name: string } | { kind: 'failed'; message: string };

/** Uploads a file after checking its type and size; reports why it was refused or failed. */
export function useAssetUpload(mimeGroups: readonly string[], onUploaded: (asset: CmsAsset) => void) {
  const { uploadAsset, maxUploadBytes } = useFormContext();
  const [state, setState] = useState<UploadState>({ kind: 'idle' });
  const rules = uploadRules(mimeGroups, maxUploadBytes);
  const upload = async (file: File) => {
    const problem = checkUpload(file, rules);
    if (problem) {
      setState({ kind: 'failed', message: problem });
      return;
    }
    if (!uploadAsset) return;
    setState({ kind: 'uploading', name: file.name });
    try {
      const asset = await uploadAsset(file);
      setState({ kind: 'idle' });
      onUploaded(asset);
    } catch (error) {
      setState({ kind: 'failed', message: error instanceof Error && error.message ? error.message : `${file.name} could not be uploaded.` });
    }
  };
  return { state, upload, accept: rules.types?.join(','), canUpload: uploadAsset !== undefined, rules };
}

function AssetPreview({ asset }: { asset: CmsAsset }) {
  // The thumbnail's file passes the same URL rule as the storefront's images.
  const thumbnail = asset.contentType.startsWith('image/') ? safeUrl(asset.url, 'resource') : undefined;
  const size = [asset.width && asset.height ? `${asset.width}×${asset.height}` : '', asset.size ? formatBytes(asset.size) : ''].filter(Boolean).join(' · ');
  return (
    <div className={styles.assetCard}>
      {thumbnail ? <img className={styles.assetThumb} src={thumbnail} alt="" /> : <span className={styles.assetIcon} aria-hidden="true">▤</span>}
      <span className={styles.assetText}>
        <span className={styles.assetTitle}>{asset.title || asset.fileName || asset.id}</span>
        <span className={styles.assetMeta}>{[asset.fileName, size].filter(Boolean).join(' · ')}</span>
      </span>
    </div>
  );
}

/** A media field: the asset's card, upload (or replace) with checks before sending, and remove. */
export function AssetWidget({ field, value, onChange, labelId, describedBy, disabled }: WidgetOf<'asset'>) {
  const { state, upload, accept, canUpload, rules } = useAssetUpload(field.mimeGroups, (asset) => onChange(asset));
  const inputId = useId();
  const [dragging, setDragging] = useState(false);
  const busy = state.kind === 'uploading';
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file && !disabled && !busy) void upload(file);
  };
  const action = value ? 'Replace' : 'Upload';
  const noun = rules.types?.every((type) => type.startsWith('image/')) ? 'image' : 'file';

  return (
    <div
      className={`${styles.asset} ${dragging ? styles.assetDragging : ''}`}
      role="group"
      aria-labelledby={labelId}
      aria-describedby={describedBy}
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
    >
      {isAssetNode(value) ? <AssetPreview asset={value} /> : null}
      {isUnresolvedNode(value) ? <p className={styles.missing}>Asset {value.id} is missing or not published.</p> : null}
      {!value && !busy ? <p className={styles.empty}>No {noun} yet{canUpload ? ' — upload one or drop it here.' : '.'}</p> : null}
      <div className={styles.inline}>
        {canUpload ? (
          <label className={`${styles.button} ${disabled || busy ? styles.buttonDisabled : ''}`} htmlFor={inputId}>
            {action} {noun}
            <input
              id={inputId}
              type="file"
              className={styles.visuallyHidden}
              accept={accept}
              disabled={disabled || busy}
              onChange={(event) => {
                const file = event.target.files?.[0];
                event.target.value = '';
                if (file) void upload(file);
              }}
            />
          </label>
        ) : null}
        {value ? (
          <button type="button" className={styles.linkButton} disabled={disabled || busy} onClick={() => onChange(undefined)}>
            Remove<span className={styles.visuallyHidden}> {field.label}</span>
          </button>
        ) : null}
        <span className={styles.hint}>
          {rules.types ? `${rules.description.replace(/^an? /, '').replace(/^./, (c) => c.toUpperCase())}, ` : ''}up to {formatBytes(rules.maxBytes)}
        </span>
      </div>
      <p className={styles.status} aria-live="polite">
        {state.kind === 'uploading' ? `Uploading ${state.name}…` : ''}
      </p>
      {state.kind === 'failed' ? (
        <p className={styles.localError} role="alert">
          {state.message}
        </p>
      ) : null}
    </div>
  );
}

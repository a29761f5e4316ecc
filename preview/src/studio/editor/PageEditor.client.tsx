'use client';

import { useSelector } from '@xstate/react';
import { useCallback, useState } from 'react';
import { createPreviewParent, type PreviewParent, type PreviewParentOptions } from '../../channel/parent';
import type { PreviewViewer } from '../../channel/protocol';
import { StudioHeader } from '../StudioShell';
import type { PaletteItem } from '../types';
import { ErrorBar, LoadFailed, ScheduleBar } from './EditorBars.client';
import { EditorDialogs } from './EditorDialogs.client';
import type { EditorApi } from './editor-actors';
import { studioEditorApi } from './editor-api';
import { select } from './editor-selectors';
import styles from './editor.module.css';
import { FormColumn } from './FormColumn.client';
import { MemoPreviewPane } from './memo-parts';
import { PageToolbar } from './PageToolbar.client';
import type { DeviceId } from './PreviewPane.client';
import { StructureColumn } from './StructureColumn.client';
import { useFieldFocus } from './use-field-focus';
import { useFormActions } from './use-form-actions';
import { usePageEditorActor } from './use-page-editor-actor';
import { usePreviewSync } from './use-preview-sync';
import { useLeaveWarning, useUndoShortcuts } from './window-hooks';

export interface PageEditorProps {
  pageId: string;
  /** The site's draft-mode URL for this page (the preview frame's src). */
  previewUrl: string | undefined;
  /** Every registered block plugin. */
  palette: readonly PaletteItem[];
  crumbs: ReadonlyArray<{ label: string; href?: string }>;
  /** The page on the live storefront (shown once it is published). */
  storefrontUrl?: string;
  /** "Hartley & Vale", or "Every site (shared)". */
  siteName: string;
  /** Where the storefront serves the page: / or /pages/{slug}. */
  pagePath: string;
  /** The studio API client (tests pass fakes). */
  api?: EditorApi;
  /** The studio's end of the preview channel (tests pass a fake). */
  createPreview?: (options: PreviewParentOptions) => PreviewParent;
}

/**
 * The page editor: the page's sections (sortable) and the block palette, the selected block's
 * form (or the page's own fields), and the live preview, all driven by `pageEditorMachine`.
 * Every edit goes to the preview at once; nothing is written until Save, Publish or Schedule.
 *
 * Each column reads what it shows from the machine itself, so a keystroke re-renders the form
 * (and whatever the edit changed), not the whole screen: the preview's update does not wait.
 */
export function PageEditor({ pageId, previewUrl, palette, crumbs, storefrontUrl, siteName, pagePath, api = studioEditorApi, createPreview = createPreviewParent }: PageEditorProps) {
  const actor = usePageEditorActor(api, pageId);
  const ready = useSelector(actor, select.isReady);
  const loadFailed = useSelector(actor, select.loadFailed);
  const dirty = useSelector(actor, select.isDirty);
  const busy = useSelector(actor, select.isBusy);
  const status = useSelector(actor, select.statusWhenReady);
  const title = useSelector(actor, (snapshot) => select.pageTitle(snapshot, pageId));

  const [scheduleOpen, setScheduleOpen] = useState(false);
  const closeSchedule = useCallback(() => setScheduleOpen(false), []);
  const [device, setDevice] = useState<DeviceId>('desktop');
  const [viewer, setViewer] = useState<PreviewViewer>('guest');
  const [localError, setLocalError] = useState<string | undefined>();

  const { focusTarget, focusField } = useFieldFocus();
  const preview = usePreviewSync({ actor, previewUrl, createPreview, viewer, focusField });
  const formActions = useFormActions(actor, api, setLocalError);
  useUndoShortcuts(actor);
  useLeaveWarning(dirty || busy);

  return (
    <div className={styles.editor}>
      <StudioHeader
        title={title}
        crumbs={crumbs}
        actions={<PageToolbar actor={actor} ready={ready} dirty={dirty} status={status} storefrontUrl={storefrontUrl} onSchedule={() => setScheduleOpen(true)} />}
      />
      <ErrorBar actor={actor} localError={localError} onDismiss={() => setLocalError(undefined)} />
      <ScheduleBar actor={actor} />
      {loadFailed ? (
        <LoadFailed actor={actor} pageId={pageId} />
      ) : (
        <div className={styles.workspace} data-ready={ready}>
          <StructureColumn
            actor={actor}
            pageId={pageId}
            pagePath={pagePath}
            siteName={siteName}
            palette={palette}
            ready={ready}
            status={status}
            hoveredId={preview.hoveredId}
            highlight={preview.highlight}
            focusField={focusField}
          />
          <FormColumn actor={actor} pageId={pageId} focusTarget={focusTarget} highlight={preview.highlight} actions={formActions} />
          <MemoPreviewPane iframeRef={preview.iframeRef} src={previewUrl} device={device} viewer={viewer} onDevice={setDevice} onViewer={setViewer} state={preview.state} />
        </div>
      )}
      <EditorDialogs actor={actor} scheduleOpen={scheduleOpen} onScheduleClose={closeSchedule} />
    </div>
  );
}

'use client';

import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { waitFor } from 'xstate';
import { pageEditorMachine, pageEditorSelectors as select, type PageStatus } from '@storefront/machines/pageEditor.machine';
import type { AnyContentModel } from '@storefront/cms-models/define';
import { registry } from '@storefront/plugins/blocks';
import { createPreviewParent, type PreviewParent, type PreviewParentOptions } from '../../channel/parent';
import type { PreviewViewer } from '../../channel/protocol';
import { EntryForm } from '../../forms/EntryForm';
import type { FieldPatch, FieldTarget } from '../../forms/entries';
import { fieldsFor, modelFor } from '../../forms/fields';
import { StatusBadge } from '../StatusBadge';
import { StudioHeader } from '../StudioShell';
import studio from '../studio.module.css';
import type { PaletteItem } from '../types';
import { blockHolding, blockName, ownName, typeLabel } from './block-names';
import { ConflictDialog } from './ConflictDialog.client';
import { editorActors, entryNodeIds, loadEntries, searchEntriesWith, uploadAssetWith, type EditorApi } from './editor-actors';
import { studioEditorApi } from './editor-api';
import { EditorToolbar } from './EditorToolbar.client';
import styles from './editor.module.css';
import { HistoryDialog } from './HistoryDialog.client';
import { MemoBlockPalette, MemoPreviewPane, MemoSectionList } from './memo-parts';
import type { DeviceId } from './PreviewPane.client';
import { ScheduleDialog } from './ScheduleDialog.client';
import type { SectionItem } from './SectionList.client';

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

const NOTICES = { saved: 'Saved', published: 'Published', unpublished: 'Unpublished', scheduled: 'Scheduled', unscheduled: 'Schedule cancelled', restored: 'Restored' } as const;
const timeFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

/** The page model without its block list: the sections column edits that. */
function pageSettingsModel(): AnyContentModel | undefined {
  const page = modelFor(registry, 'page');
  if (!page) return undefined;
  const fields = Object.fromEntries(Object.entries(page.fields).filter(([id]) => id !== 'sections'));
  return { ...page, fields };
}

/** Built once: the models are fixed at build time. */
const settingsModel = pageSettingsModel();

const fieldLabel = (contentType: string, fieldId: string) => modelFor(registry, contentType)?.fields[fieldId]?.name ?? fieldId;

function isEditable(target: EventTarget | null): boolean {
  const element = target as HTMLElement | null;
  return !!element && (element.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(element.tagName));
}

/**
 * The page editor: the page's sections (sortable) and the block palette, the selected block's
 * form (or the page's own fields), and the live preview, all driven by `pageEditorMachine`.
 * Every edit goes to the preview at once; nothing is written until Save, Publish or Schedule.
 */
export function PageEditor({ pageId, previewUrl, palette, crumbs, storefrontUrl, siteName, pagePath, api = studioEditorApi, createPreview = createPreviewParent }: PageEditorProps) {
  const machine = useMemo(() => pageEditorMachine.provide({ actors: editorActors(api) }), [api]);
  const actor = useActorRef(machine, { input: {} });
  useEffect(() => {
    actor.send({ type: 'editor.load', pageId });
  }, [actor, pageId]);

  const ready = useSelector(actor, select.isReady);
  const loadFailed = useSelector(actor, select.loadFailed);
  const entries = useSelector(actor, (snapshot) => snapshot.context.entries);
  const blocksField = useSelector(actor, (snapshot) => snapshot.context.blocksField);
  const selectedId = useSelector(actor, select.selectedId);
  const selectedEntry = useSelector(actor, (snapshot) => (selectedId ? select.entry(snapshot, selectedId) : undefined));
  const pageEntry = useSelector(actor, (snapshot) => select.entry(snapshot, pageId));
  const status = useSelector(actor, (snapshot): PageStatus | undefined => (select.isReady(snapshot) ? select.status(snapshot) : undefined));
  const busy = useSelector(actor, select.isBusy);
  const dirty = useSelector(actor, select.isDirty);
  const notice = useSelector(actor, select.notice);
  const error = useSelector(actor, select.error);
  const conflict = useSelector(actor, select.conflict);
  const historyOpen = useSelector(actor, select.isHistoryOpen);
  const historyLoading = useSelector(actor, select.isHistoryLoading);
  const restoring = useSelector(actor, (snapshot) => snapshot.matches({ ready: { history: 'restoring' } }));
  const history = useSelector(actor, select.history);
  const scheduled = useSelector(actor, select.scheduled);
  const busyText = useSelector(actor, (snapshot) =>
    snapshot.matches('loading')
      ? 'Loading…'
      : snapshot.matches({ ready: 'saving' })
        ? 'Saving…'
        : snapshot.matches({ ready: 'publishing' })
          ? 'Publishing…'
          : snapshot.matches({ ready: 'unpublishing' })
            ? 'Unpublishing…'
            : snapshot.matches({ ready: 'scheduling' })
              ? 'Scheduling…'
              : snapshot.matches({ ready: 'cancellingSchedule' })
                ? 'Cancelling schedule…'
                : undefined,
  );
  const can = {
    undo: useSelector(actor, select.canUndo),
    redo: useSelector(actor, select.canRedo),
    save: useSelector(actor, select.canSave),
    publish: useSelector(actor, select.canPublish),
    unpublish: useSelector(actor, select.canUnpublish),
    // Any future time will do to ask whether there is something to schedule now.
    schedule: useSelector(actor, (snapshot) => select.canSchedule(snapshot, '2999-01-01T00:00:00Z')),
    history: useSelector(actor, (snapshot) => snapshot.can({ type: 'editor.history' })),
  };

  const [scheduleOpen, setScheduleOpen] = useState(false);
  const [device, setDevice] = useState<DeviceId>('desktop');
  const [viewer, setViewer] = useState<PreviewViewer>('guest');
  const [hoveredId, setHoveredId] = useState<string | undefined>();
  const [focusTarget, setFocusTarget] = useState<FieldTarget | undefined>();
  const [localError, setLocalError] = useState<string | undefined>();
  const [previewState, setPreviewState] = useState<{ text: string; tone: 'quiet' | 'ok' | 'warn' }>({ text: 'Connecting…', tone: 'quiet' });

  // --- the sections list -------------------------------------------------------------------
  const sectionItems = useMemo((): SectionItem[] => {
    const list = entries[pageId]?.fields[blocksField];
    if (!Array.isArray(list)) return [];
    const seen = new Map<string, number>();
    return list.map((link: { id: string }) => {
      const count = (seen.get(link.id) ?? 0) + 1;
      seen.set(link.id, count);
      const entry = entries[link.id];
      const content = entry?.contentType === 'section' && Array.isArray(entry.fields.content) ? (entry.fields.content as Array<{ id: string }>) : [];
      return {
        key: count === 1 ? link.id : `${link.id}#${count}`,
        entryId: link.id,
        name: blockName(registry, entry),
        typeLabel: entry ? typeLabel(registry, entry.contentType) : 'Missing entry',
        children: content.map((child) => blockName(registry, entries[child.id])),
        missing: !entry,
      };
    });
  }, [entries, pageId, blocksField]);

  // --- the preview --------------------------------------------------------------------------
  const iframeRef = useRef<HTMLIFrameElement | null>(null);
  const previewRef = useRef<PreviewParent | null>(null);
  const viewerRef = useRef(viewer);
  const siteOrigin = useMemo(() => {
    try {
      return previewUrl ? new URL(previewUrl).origin : undefined;
    } catch {
      return undefined;
    }
  }, [previewUrl]);

  /** Focuses a field (click-to-edit); set anew each time so a second click on one field focuses it again. */
  const focusField = useCallback((target: FieldTarget) => {
    setFocusTarget(undefined);
    setTimeout(() => setFocusTarget(target), 0);
  }, []);

  useEffect(() => {
    const iframe = iframeRef.current;
    if (!iframe || !siteOrigin) return;
    const parent = createPreview({
      iframe,
      siteOrigin,
      onInit: () => setPreviewState({ text: 'Live preview connected', tone: 'ok' }),
      onRendered: (message) =>
        setPreviewState((current) => {
          const next = message.warnings > 0 ? { text: `${message.warnings} block${message.warnings === 1 ? '' : 's'} not shown: check their fields`, tone: 'warn' as const } : { text: 'Preview up to date', tone: 'ok' as const };
          return current.text === next.text ? current : next;
        }),
      onRenderFailed: (message) => setPreviewState({ text: `The preview could not render: ${message.reason}`, tone: 'warn' }),
      onFieldClick: (message) => {
        const snapshot = actor.getSnapshot();
        if (message.entryId === snapshot.context.pageId) actor.send({ type: 'editor.select', entryId: undefined });
        else {
          const block = blockHolding(select.tree(snapshot), snapshot.context.blocksField, message.entryId);
          if (!block) return;
          actor.send({ type: 'editor.select', entryId: block });
        }
        focusField({ entryId: message.entryId, fieldId: message.fieldId });
      },
      onFieldHover: (message) => {
        const snapshot = actor.getSnapshot();
        setHoveredId(message.entryId ? blockHolding(select.tree(snapshot), snapshot.context.blocksField, message.entryId) : undefined);
      },
      onIgnored: (reason, origin) => {
        if (process.env.NODE_ENV !== 'production') console.info(`[preview] ignored a message (${reason}) from ${origin}`);
      },
    });
    previewRef.current = parent;
    // Straight from the machine, not after React renders: a keystroke reaches the preview at once.
    let last: unknown;
    const push = () => {
      const tree = select.tree(actor.getSnapshot());
      if (!tree || tree === last) return;
      last = tree;
      const sent = parent.setData(tree, { viewer: viewerRef.current });
      if (!sent.ok) setPreviewState({ text: sent.reason, tone: 'warn' });
    };
    push();
    const subscription = actor.subscribe(push);
    return () => {
      subscription.unsubscribe();
      parent.dispose();
      previewRef.current = null;
    };
  }, [actor, siteOrigin, createPreview, focusField]);

  useEffect(() => {
    if (viewerRef.current === viewer) return;
    viewerRef.current = viewer;
    const tree = select.tree(actor.getSnapshot());
    if (tree) previewRef.current?.setData(tree, { viewer });
  }, [actor, viewer]);

  const highlight = useCallback((entryId: string | undefined) => previewRef.current?.highlight(entryId ?? null), []);

  // --- edits -------------------------------------------------------------------------------
  const searchedIds = useRef(new Set<string>());
  const onChange = useCallback(
    (patch: FieldPatch) => {
      const held = actor.getSnapshot().context.entries;
      const unknown = entryNodeIds(patch.value).filter((id) => searchedIds.current.has(id) && !(id in held));
      if (unknown.length === 0) {
        actor.send({ type: 'editor.edit', ...patch });
        return;
      }
      loadEntries(api, unknown).then(
        (found) => {
          actor.send({ type: 'editor.register', entries: found.entries, assets: found.assets });
          actor.send({ type: 'editor.edit', ...patch });
        },
        (failure: unknown) => setLocalError(`That entry could not be linked: ${failure instanceof Error ? failure.message : 'try again'}`),
      );
    },
    [actor, api],
  );
  const searchEntries = useCallback(
    async (query: { text: string; contentTypes: string[] }) => {
      const found = await searchEntriesWith(api, query, (contentType) => modelFor(registry, contentType)?.displayField);
      for (const entry of found) searchedIds.current.add(entry.id);
      return found;
    },
    [api],
  );
  const uploadAsset = useCallback((file: File) => uploadAssetWith(api, file), [api]);
  const undo = useCallback(() => actor.send({ type: 'editor.undo' }), [actor]);
  const redo = useCallback(() => actor.send({ type: 'editor.redo' }), [actor]);

  const addBlock = (contentType: string) => {
    actor.send({ type: 'editor.addBlock', contentType, index: sectionItems.length });
    const added = actor.getSnapshot().context.selectedId;
    const model = modelFor(registry, contentType);
    const first = model ? fieldsFor(model, registry)[0] : undefined;
    if (added && first) focusField({ entryId: added, fieldId: first.id });
  };

  const cancelSchedules = async (ids: readonly string[]) => {
    for (const scheduleId of ids) {
      actor.send({ type: 'editor.cancelSchedule', scheduleId });
      await waitFor(actor, (snapshot) => !snapshot.matches({ ready: 'cancellingSchedule' }));
      if (select.error(actor.getSnapshot())) return;
    }
  };

  // Ctrl+Z / Ctrl+Shift+Z (and Ctrl+Y) anywhere but in other text inputs (the form handles its own).
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!(event.metaKey || event.ctrlKey) || event.altKey || event.defaultPrevented || isEditable(event.target)) return;
      const key = event.key.toLowerCase();
      if (key !== 'z' && key !== 'y') return;
      event.preventDefault();
      actor.send({ type: key === 'y' || event.shiftKey ? 'editor.redo' : 'editor.undo' });
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [actor]);

  // Unsaved changes (or a write under way) would be lost by leaving: the browser asks first.
  useEffect(() => {
    if (!dirty && !busy) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty, busy]);

  // The schedule dialog closes once scheduling is done (the machine is back to editing).
  const scheduling = useSelector(actor, (snapshot) => snapshot.matches({ ready: 'saving' }) || snapshot.matches({ ready: 'scheduling' }));
  const wasScheduling = useRef(false);
  useEffect(() => {
    if (wasScheduling.current && !scheduling && notice === 'scheduled') setScheduleOpen(false);
    wasScheduling.current = scheduling;
  }, [scheduling, notice]);

  const statusText = busyText ?? (notice ? NOTICES[notice] : dirty ? 'Unsaved changes' : ready ? 'No unsaved changes' : '');
  const title = (typeof pageEntry?.fields.title === 'string' && pageEntry.fields.title.trim()) || 'Untitled page';
  const selectedModel = selectedEntry ? modelFor(registry, selectedEntry.contentType) : undefined;
  const scheduledGroups = useMemo(() => {
    const groups = new Map<string, string[]>();
    for (const item of scheduled) groups.set(item.at, [...(groups.get(item.at) ?? []), item.id]);
    return [...groups.entries()].sort(([a], [b]) => a.localeCompare(b));
  }, [scheduled]);
  const nameOf = (entryId: string) => {
    const entry = entries[entryId];
    return entry ? ownName(registry, entry) : undefined;
  };
  const shownError = error ?? localError;
  const slug = pageEntry?.fields.slug;
  const livePath = typeof slug === 'string' && slug.trim() ? (slug.trim() === '/' ? '/' : `/pages/${slug.trim()}`) : pagePath;

  return (
    <div className={styles.editor}>
      <StudioHeader
        title={title}
        crumbs={crumbs}
        actions={
          <EditorToolbar
            statusText={statusText}
            can={can}
            busy={busyText !== undefined}
            storefrontUrl={status && status !== 'draft' ? storefrontUrl : undefined}
            onUndo={undo}
            onRedo={redo}
            onSave={() => actor.send({ type: 'editor.save' })}
            onPublish={() => actor.send({ type: 'editor.publish' })}
            onUnpublish={() => actor.send({ type: 'editor.unpublish' })}
            onSchedule={() => setScheduleOpen(true)}
            onHistory={() => actor.send({ type: 'editor.history' })}
          />
        }
      />
      {shownError && !historyOpen ? (
        <div role="alert" className={styles.errorBar}>
          <span>{shownError}</span>
          <button
            type="button"
            className={studio.buttonQuiet}
            onClick={() => {
              setLocalError(undefined);
              actor.send({ type: 'editor.dismiss' });
            }}
          >
            Dismiss
          </button>
        </div>
      ) : null}
      {scheduledGroups.length ? (
        <div className={styles.scheduleBar}>
          {scheduledGroups.map(([at, ids]) => (
            <span key={at} className={styles.scheduleItem}>
              <span>
                Scheduled to publish on <time dateTime={at}>{timeFormat.format(new Date(at))}</time>
              </span>
              <button type="button" className={studio.buttonQuiet} disabled={busy} onClick={() => void cancelSchedules(ids)}>
                Cancel schedule
              </button>
            </span>
          ))}
        </div>
      ) : null}
      {loadFailed ? (
        <div className={styles.loadFailed}>
          <p role="alert" className={studio.alert}>
            {error ?? 'The page could not be loaded.'}
          </p>
          <button type="button" className={studio.button} onClick={() => actor.send({ type: 'editor.load', pageId })}>
            Try again
          </button>
        </div>
      ) : (
        <div className={styles.workspace} data-ready={ready}>
          <aside className={styles.structure} aria-label="Page structure">
            <div className={styles.pageCard} data-testid="page-header">
              <div className={styles.pageCardRow}>
                <span className={styles.pageSite}>{siteName}</span>
                {status ? <StatusBadge status={status} /> : null}
              </div>
              <code className={styles.pagePath}>{livePath}</code>
            </div>
            <div className={styles.panelHead}>
              <h2 className={styles.panelTitle}>Sections</h2>
              <button type="button" className={studio.buttonQuiet} aria-pressed={selectedId === undefined} onClick={() => actor.send({ type: 'editor.select', entryId: undefined })}>
                Page settings
              </button>
            </div>
            {ready ? (
              <MemoSectionList
                items={sectionItems}
                selectedId={selectedId}
                hoveredId={hoveredId}
                disabled={busy}
                onSelect={(entryId) => actor.send({ type: 'editor.select', entryId })}
                onRemove={(index) => actor.send({ type: 'editor.removeBlock', index })}
                onMove={(from, to) => actor.send({ type: 'editor.moveBlock', from, to })}
                onHover={(entryId) => highlight(entryId ?? selectedId)}
              />
            ) : (
              <p className={styles.muted}>Loading the page…</p>
            )}
            <h2 className={`${styles.panelTitle} ${styles.paletteTitle}`}>Add a block</h2>
            <div className={styles.palette}>
              <MemoBlockPalette items={palette} label="Block palette" onAdd={ready ? addBlock : undefined} />
            </div>
          </aside>
          <section className={styles.formColumn} aria-label={selectedEntry ? 'Block settings' : 'Page settings'}>
            {selectedEntry && selectedModel ? (
              <>
                <FormHead kind={typeLabel(registry, selectedEntry.contentType)} title={ownName(registry, selectedEntry) ?? 'Untitled'} onClose={() => actor.send({ type: 'editor.select', entryId: undefined })} />
                <EntryForm
                  key={selectedEntry.id}
                  model={selectedModel}
                  entry={selectedEntry}
                  registry={registry}
                  onChange={onChange}
                  onUndo={undo}
                  onRedo={redo}
                  uploadAsset={uploadAsset}
                  searchEntries={searchEntries}
                  onFieldFocus={(target) => highlight(target.entryId)}
                  onEntryHover={(entryId) => highlight(entryId ?? selectedEntry.id)}
                  focusTarget={focusTarget}
                  readOnly={busy}
                />
              </>
            ) : selectedEntry ? (
              <p className={studio.alert}>There is no form for content type “{selectedEntry.contentType}”.</p>
            ) : pageEntry && settingsModel ? (
              <>
                <FormHead kind="Page" title="Page settings" />
                <EntryForm
                  key={pageEntry.id}
                  model={settingsModel}
                  entry={pageEntry}
                  registry={registry}
                  onChange={onChange}
                  onUndo={undo}
                  onRedo={redo}
                  onFieldFocus={(target) => highlight(target.entryId === pageEntry.id ? undefined : target.entryId)}
                  focusTarget={focusTarget}
                  readOnly={busy}
                />
              </>
            ) : (
              <p className={styles.muted}>Loading…</p>
            )}
          </section>
          <MemoPreviewPane iframeRef={iframeRef} src={previewUrl} device={device} viewer={viewer} onDevice={setDevice} onViewer={setViewer} state={previewState} />
        </div>
      )}
      <ConflictDialog
        conflict={conflict}
        registry={registry}
        fieldLabel={fieldLabel}
        nameOf={nameOf}
        onKeepMine={() => actor.send({ type: 'editor.keepMine' })}
        onTakeTheirs={() => actor.send({ type: 'editor.takeTheirs' })}
      />
      <HistoryDialog
        open={historyOpen}
        loading={historyLoading}
        restoring={restoring}
        versions={history}
        error={historyOpen ? error : undefined}
        onRestore={(snapshotId) => actor.send({ type: 'editor.restore', snapshotId })}
        onClose={() => actor.send({ type: 'editor.closeHistory' })}
      />
      <ScheduleDialog
        open={scheduleOpen}
        busy={scheduling}
        canScheduleAt={(value) => {
          const at = new Date(value);
          return !Number.isNaN(at.getTime()) && select.canSchedule(actor.getSnapshot(), at.toISOString());
        }}
        onSchedule={(value) => actor.send({ type: 'editor.schedule', at: new Date(value).toISOString() })}
        onClose={() => setScheduleOpen(false)}
      />
    </div>
  );
}

/** The form column's heading: what kind of entry, its name, and a close button when it can close. */
function FormHead({ kind, title, onClose }: { kind: string; title: string; onClose?: () => void }) {
  return (
    <div className={styles.formHead}>
      <div>
        <div className={styles.formKind}>{kind}</div>
        <h2 className={styles.formTitle}>{title}</h2>
      </div>
      {onClose ? (
        <button type="button" className={studio.buttonQuiet} onClick={onClose}>
          Close
        </button>
      ) : null}
    </div>
  );
}

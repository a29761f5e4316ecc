'use client';

import { useCallback, useMemo, useRef } from 'react';
import type { FieldPatch } from '../../forms/entries';
import { entryNodeIds, loadEntries, searchEntriesWith, uploadAssetWith, type EditorApi } from './editor-actors';
import { modelOf } from './editor-registry';
import type { PageEditorActor } from './use-page-editor-actor';

/**
 * What the forms call: a field change (an entry picked from a search is loaded in full and
 * registered first, so it is never saved as a new one), the reference search and the upload.
 */
export function useFormActions(actor: PageEditorActor, api: EditorApi, onError: (message: string) => void) {
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
        (failure: unknown) => onError(`That entry could not be linked: ${failure instanceof Error ? failure.message : 'try again'}`),
      );
    },
    [actor, api, onError],
  );
  const searchEntries = useCallback(
    async (query: { text: string; contentTypes: string[] }) => {
      const found = await searchEntriesWith(api, query, (contentType) => modelOf(contentType)?.displayField);
      for (const entry of found) searchedIds.current.add(entry.id);
      return found;
    },
    [api],
  );
  const uploadAsset = useCallback((file: File) => uploadAssetWith(api, file), [api]);
  const undo = useCallback(() => actor.send({ type: 'editor.undo' }), [actor]);
  const redo = useCallback(() => actor.send({ type: 'editor.redo' }), [actor]);
  return useMemo(() => ({ onChange, searchEntries, uploadAsset, undo, redo }), [onChange, searchEntries, uploadAsset, undo, redo]);
}

export type FormActions = ReturnType<typeof useFormActions>;

'use client';

import { useActorRef } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import { pageEditorMachine } from '@storefront/machines/pageEditor.machine';
import { editorActors, type EditorApi } from './editor-actors';

export type PageEditorActor = ActorRefFrom<typeof pageEditorMachine>;
export type PageEditorSnapshot = SnapshotFrom<typeof pageEditorMachine>;

/** The page editor's actor, its side effects calling the given studio API, loading the page (again when it changes). */
export function usePageEditorActor(api: EditorApi, pageId: string): PageEditorActor {
  const machine = useMemo(() => pageEditorMachine.provide({ actors: editorActors(api) }), [api]);
  const actor = useActorRef(machine, { input: {} });
  useEffect(() => {
    actor.send({ type: 'editor.load', pageId });
  }, [actor, pageId]);
  return actor;
}

'use client';

import { useEffect } from 'react';
import type { PageEditorActor } from './use-page-editor-actor';

function isEditable(target: EventTarget | null): boolean {
  const element = target as HTMLElement | null;
  return !!element && (element.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(element.tagName));
}

/** Ctrl+Z / Ctrl+Shift+Z (and Ctrl+Y) anywhere but in other text inputs (the form handles its own). */
export function useUndoShortcuts(actor: PageEditorActor) {
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
}

/** Unsaved changes (or a write under way) would be lost by leaving: the browser asks first. */
export function useLeaveWarning(active: boolean) {
  useEffect(() => {
    if (!active) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [active]);
}

'use client';

import { useCallback, useState } from 'react';
import type { FieldTarget } from '../../forms/entries';

/**
 * The field the form should focus (click-to-edit, a new block's first field). Set anew each
 * time, so a second click on one field focuses it again.
 */
export function useFieldFocus() {
  const [focusTarget, setFocusTarget] = useState<FieldTarget | undefined>();
  const focusField = useCallback((target: FieldTarget) => {
    setFocusTarget(undefined);
    setTimeout(() => setFocusTarget(target), 0);
  }, []);
  return { focusTarget, focusField };
}

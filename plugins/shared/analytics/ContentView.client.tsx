'use client';

import { useEffect } from 'react';
import type { ViewedContent } from './content-events';

/** Pushes viewContent for a content page once it has drawn; its code loads then, not with the page. */
export function ContentView(content: ViewedContent) {
  const { entryId, title, path } = content;
  useEffect(() => {
    void import('./content-events').then((events) => events.trackContentView({ entryId, title, path }));
  }, [entryId, title, path]);
  return null;
}

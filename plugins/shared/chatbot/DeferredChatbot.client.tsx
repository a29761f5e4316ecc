'use client';

import { useEffect, useState } from 'react';
import type { ChatbotAssistantProps } from './ChatbotAssistant.client';
import type { ChatbotWidgetProps } from './ChatbotWidget.client';

type Assistant = (props: ChatbotAssistantProps) => React.ReactNode;

/**
 * The style assistant on a page whose first load has no room for it (the product page): nothing
 * is drawn at first, and when the browser is next idle after hydrating, the assistant loads and
 * appears bottom right (fixed, so nothing moves). Its hint and session start from then.
 */
export function DeferredChatbot(props: ChatbotWidgetProps) {
  const [loaded, setLoaded] = useState<{ Assistant: Assistant }>();
  useEffect(() => {
    let live = true;
    const load = () => void import('./ChatbotAssistant.client').then(({ ChatbotAssistant }) => live && setLoaded({ Assistant: ChatbotAssistant }));
    const idle = window.requestIdleCallback?.(load, { timeout: 2000 }) ?? window.setTimeout(load, 0);
    return () => {
      live = false;
      window.cancelIdleCallback?.(idle);
    };
  }, []);
  return loaded ? <loaded.Assistant {...props} openOnStart={false} /> : null;
}

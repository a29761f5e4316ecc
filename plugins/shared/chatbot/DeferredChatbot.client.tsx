'use client';

import { useIslandCode } from '../use-island-code';
import type { ChatbotWidgetProps } from './ChatbotWidget.client';

const loadAssistant = () => import('./ChatbotAssistant.client');

/**
 * The style assistant on a page whose first load has no room for it (the product page): nothing
 * is drawn at first, and when the browser is next idle after hydrating, the assistant loads and
 * appears bottom right (fixed, so nothing moves). Its hint and session start from then.
 */
export function DeferredChatbot(props: ChatbotWidgetProps) {
  const Assistant = useIslandCode(loadAssistant, 'idle').code?.ChatbotAssistant;
  return Assistant ? <Assistant {...props} openOnStart={false} /> : null;
}

'use client';

import { useState } from 'react';
import { useIslandCode } from '../use-island-code';
import type { ChatScope } from './chatbot-api';
import styles from './ChatbotLauncher.module.css';

export interface ChatbotWidgetProps {
  scope: ChatScope;
  /** What the hint bubble offers help with ('dresses'). */
  topic: string;
}

export const ChatIcon = () => (
  <svg width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
    <path d="M4 5h16v11H9l-5 4V5Z" />
    <path d="M8 9.5h8M8 12.5h5" />
  </svg>
);

const loadAssistant = () => import('./ChatbotAssistant.client');

/**
 * The listing's style assistant (L §2, P §4). The page's first load carries only its launcher:
 * the assistant (its machine, which starts the session and times the hint) loads once the page
 * has hydrated and takes the launcher's place; a press before then opens it when it is there.
 */
export function ChatbotWidget(props: ChatbotWidgetProps) {
  // After the page's first paint (or the shopper's first input, a press on the launcher
  // included): not in the hydration's effects, which would load its code and start its session
  // in the same long task.
  const Assistant = useIslandCode(loadAssistant, 'idle').code?.ChatbotAssistant;
  const [openOnStart, setOpenOnStart] = useState(false);
  if (Assistant) return <Assistant {...props} openOnStart={openOnStart} />;
  return (
    <div className={styles.widget} data-testid="chatbot">
      <button type="button" className={styles.launcher} aria-expanded={false} aria-busy={openOnStart || undefined} onClick={() => setOpenOnStart(true)}>
        <ChatIcon />
        <span>Style assistant</span>
      </button>
    </div>
  );
}

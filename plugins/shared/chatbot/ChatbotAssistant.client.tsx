'use client';

import { useMachine } from '@xstate/react';
import { useEffect, useId, useRef, useState } from 'react';
import { fromPromise } from 'xstate';
import { chatbotMachine, chatbotSelectors, type ChatMessage, type ChatReply, type ChatSendInput, type ChatSessionResult } from '@storefront/machines/chatbot.machine';
import { chatbot as chatbotSpec } from '@storefront/machines/spec';
import { ChatIcon, type ChatbotWidgetProps } from './ChatbotWidget.client';
import launcherStyles from './ChatbotLauncher.module.css';
import styles from './ChatbotWidget.module.css';

export interface ChatbotAssistantProps extends ChatbotWidgetProps {
  /** The launcher was pressed before this loaded: open at once. */
  openOnStart: boolean;
}

/** Whether the page is scrolled past the lift threshold (the widget moves up, P §9). */
function useLifted(): boolean {
  const [lifted, setLifted] = useState(false);
  useEffect(() => {
    const update = () => setLifted(chatbotSelectors.isLifted(window.scrollY));
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);
  return lifted;
}

function Message({ message }: { message: ChatMessage }) {
  const mine = message.role === 'USER';
  return (
    <li className={mine ? styles.mine : styles.theirs} data-testid={mine ? 'chat-message-user' : 'chat-message-bot'}>
      <p className={styles.bubble}>{message.message}</p>
      {message.products && message.products.length > 0 ? (
        <ul className={styles.products} aria-label="Suggested products">
          {message.products.map((product) => (
            <li key={product.product_id}>
              <a className={styles.product} href={product.product_url}>
                <img src={product.product_image} alt="" width={64} height={96} loading="lazy" />
                <span className={styles.productText}>
                  <span className={styles.productName}>{product.product_name}</span>
                  <span className={styles.productPrice}>
                    {product.product_salePrice ? (
                      <>
                        <span className={styles.sale}>{product.product_salePrice}</span> <s>{product.product_price}</s>
                      </>
                    ) : (
                      product.product_price
                    )}
                  </span>
                  {product.matchReason ? <span className={styles.reason}>{product.matchReason}</span> : null}
                </span>
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}

/**
 * The style assistant of listings and product pages (L §2, P §2, §4): a launcher that opens a chat panel, a hint bubble
 * from 3 s to 10 s, the conversation with product suggestions, and 'Start a New Chat' on an error.
 * State lives in the chatbot machine; the endpoint calls are its injected actors.
 */
export function ChatbotAssistant({ scope, topic, openOnStart }: ChatbotAssistantProps) {
  const panelId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const logRef = useRef<HTMLOListElement>(null);
  const lifted = useLifted();
  const [snapshot, send] = useMachine(
    chatbotMachine.provide({
      actors: {
        // The client and its answer schemas load when a shopper opens the chat, not with the listing.
        startSession: fromPromise<ChatSessionResult, void>(async () => (await import('./chatbot-api')).startChatSession(scope)),
        sendMessage: fromPromise<ChatReply, ChatSendInput>(async ({ input }) => (await import('./chatbot-api')).sendChatMessage(scope, input)),
      },
    }),
    { input: {} },
  );
  const isOpen = chatbotSelectors.isOpen(snapshot);
  const messages = chatbotSelectors.messages(snapshot);
  const replying = chatbotSelectors.isReplying(snapshot);
  const error = chatbotSelectors.errorMessage(snapshot);

  useEffect(() => {
    if (openOnStart) send({ type: 'chatbot.open' });
  }, [openOnStart, send]);
  useEffect(() => {
    if (isOpen) inputRef.current?.focus();
  }, [isOpen]);
  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [messages.length, replying]);

  return (
    <div className={`${launcherStyles.widget} ${lifted ? launcherStyles.lifted : ''}`} data-testid="chatbot" data-panel-open={isOpen || undefined}>
      {chatbotSelectors.showsHint(snapshot) ? (
        <div className={styles.hint} role="status">
          <span>Need help finding the perfect {topic}?</span>
          <button type="button" className={styles.hintClose} onClick={() => send({ type: 'chatbot.dismissHint' })}>
            <span aria-hidden="true">×</span>
            <span className="visually-hidden">Dismiss</span>
          </button>
        </div>
      ) : null}
      {isOpen ? (
        <section id={panelId} className={styles.panel} role="dialog" aria-label="Style assistant">
          <header className={styles.panelHeader}>
            <h2>Style assistant</h2>
            <button type="button" className={styles.close} onClick={() => send({ type: 'chatbot.close' })}>
              <span aria-hidden="true">×</span>
              <span className="visually-hidden">Close the style assistant</span>
            </button>
          </header>
          <ol ref={logRef} className={styles.log} role="log" aria-live="polite" aria-label="Conversation">
            {messages.map((message) => (
              <Message key={message.id} message={message} />
            ))}
            {chatbotSelectors.isConnecting(snapshot) || replying ? (
              <li className={styles.theirs} aria-label="The assistant is typing">
                <p className={`${styles.bubble} ${styles.typing}`}>
                  <span />
                  <span />
                  <span />
                </p>
              </li>
            ) : null}
          </ol>
          {error ? (
            <div className={styles.failure}>
              <p role="alert">{error}</p>
              <button type="button" className={styles.send} onClick={() => send({ type: 'chatbot.restart' })}>
                {chatbotSpec.newChatLabel}
              </button>
            </div>
          ) : (
            <form
              className={styles.compose}
              onSubmit={(event) => {
                event.preventDefault();
                send({ type: 'chatbot.send' });
              }}
            >
              <input
                ref={inputRef}
                type="text"
                className={styles.input}
                value={chatbotSelectors.draft(snapshot)}
                maxLength={500}
                placeholder="e.g. a red dress for a wedding"
                aria-label="Message the style assistant"
                onChange={(event) => send({ type: 'chatbot.type', text: event.target.value })}
              />
              <button type="submit" className={styles.send} disabled={!snapshot.can({ type: 'chatbot.send' })}>
                Send
              </button>
            </form>
          )}
        </section>
      ) : null}
      <button
        type="button"
        className={launcherStyles.launcher}
        aria-expanded={isOpen}
        aria-controls={isOpen ? panelId : undefined}
        onClick={() => send({ type: isOpen ? 'chatbot.close' : 'chatbot.open' })}
      >
        <ChatIcon />
        <span>{isOpen ? 'Close chat' : 'Style assistant'}</span>
      </button>
    </div>
  );
}

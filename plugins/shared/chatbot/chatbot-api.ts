/**
 * The chat widget's calls to the assistant's endpoints as P §2, §7 name them: GET
 * /chatbot/start-chat-session starts a session, POST /chatbot/chat-message sends a message. Answers are checked before the chat shows them; anything unexpected is an error (the
 * chat then offers 'Start a New Chat').
 */
import type { ChatReply, ChatSendInput, ChatSessionResult } from '@storefront/machines/chatbot.machine';
import { fetchJson } from '../shopper/fetch-json';
import { chatReply, chatSession } from './chatbot-answers';

export const chatbotEndpoints = {
  startSession: '/chatbot/start-chat-session',
  message: '/chatbot/chat-message',
} as const;

export interface ChatScope {
  /** The category listed ('women/dresses'). */
  category?: string;
  /** The listing's search text. */
  query?: string;
}

function scopeParams(scope: ChatScope): URLSearchParams {
  const params = new URLSearchParams();
  if (scope.category) params.set('category', scope.category);
  if (scope.query) params.set('query', scope.query);
  return params;
}

export async function startChatSession(scope: ChatScope): Promise<ChatSessionResult> {
  const query = scopeParams(scope).toString();
  const { status, data } = await fetchJson<unknown>(`${chatbotEndpoints.startSession}${query ? `?${query}` : ''}`);
  return status === 200 ? chatSession(data) : { kind: 'error' };
}

export async function sendChatMessage(scope: ChatScope, input: ChatSendInput): Promise<ChatReply> {
  const context = Object.fromEntries(scopeParams(scope));
  const { status, data } = await fetchJson<unknown>(chatbotEndpoints.message, { method: 'POST', body: { message: input.message, history: input.history, context } });
  return status === 200 ? chatReply(data) : { kind: 'error' };
}

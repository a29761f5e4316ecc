/**
 * The chat widget's calls to the site's assistant endpoint: GET starts a session, POST sends a
 * message. Answers are checked before the chat shows them; anything unexpected is an error (the
 * chat then offers 'Start a New Chat').
 */
import { z } from 'zod';
import { checkUrl, isSafeUrl } from '@storefront/cms-models/safe-url';
import type { ChatReply, ChatSendInput, ChatSessionResult } from '@storefront/machines/chatbot.machine';
import { fetchJson } from '../../shared/shopper/fetch-json';

/** A link to one of this site's pages, by the one URL rule. */
const isSitePath = (url: string) => {
  const verdict = checkUrl(url, 'link');
  return verdict.safe && !verdict.external;
};

const productSchema = z.object({
  product_id: z.string(),
  product_name: z.string(),
  product_price: z.string(),
  product_salePrice: z.string().optional(),
  product_url: z.string().refine(isSitePath),
  product_image: z.string().refine((url) => isSafeUrl(url, 'resource')),
  product_availability: z.string(),
  matchReason: z.string().optional(),
});
const messageSchema = z.object({ id: z.string(), role: z.enum(['USER', 'BOT']), message: z.string(), timestamp: z.string(), products: z.array(productSchema).optional() });
const sessionSchema = z.object({ kind: z.literal('success'), greeting: messageSchema.optional() });
const replySchema = z.object({ kind: z.literal('success'), reply: messageSchema });

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

export async function startChatSession(endpoint: string, scope: ChatScope): Promise<ChatSessionResult> {
  const query = scopeParams(scope).toString();
  const { status, data } = await fetchJson<unknown>(`${endpoint}${query ? `?${query}` : ''}`);
  const parsed = sessionSchema.safeParse(data);
  return status === 200 && parsed.success ? parsed.data : { kind: 'error' };
}

export async function sendChatMessage(endpoint: string, scope: ChatScope, input: ChatSendInput): Promise<ChatReply> {
  const context = Object.fromEntries(scopeParams(scope));
  const { status, data } = await fetchJson<unknown>(endpoint, { method: 'POST', body: { message: input.message, history: input.history, context } });
  const parsed = replySchema.safeParse(data);
  return status === 200 && parsed.success ? parsed.data : { kind: 'error' };
}

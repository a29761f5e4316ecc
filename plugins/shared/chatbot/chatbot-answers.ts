/**
 * The assistant endpoint's answers, checked before the chat shows them: plain checks rather than
 * a zod schema, because the session starts as the listing loads and zod's 110 kB would be parsed
 * and run on every listing with the assistant. Only the known fields are kept.
 */
import { checkUrl, isSafeUrl } from '@storefront/cms-models/safe-url';
import type { ChatMessage, ChatProduct, ChatReply, ChatSessionResult } from '@storefront/machines/chatbot.machine';

type Fields = Record<string, unknown>;

const isFields = (value: unknown): value is Fields => typeof value === 'object' && value !== null && !Array.isArray(value);
const isText = (value: unknown): value is string => typeof value === 'string';
const isOptionalText = (value: unknown): value is string | undefined => value === undefined || isText(value);

/** A link to one of this site's pages, by the one URL rule. */
const isSitePath = (url: string) => {
  const verdict = checkUrl(url, 'link');
  return verdict.safe && !verdict.external;
};

function chatProduct(value: unknown): ChatProduct | undefined {
  if (!isFields(value)) return undefined;
  const { product_id, product_name, product_price, product_salePrice, product_url, product_image, product_availability, matchReason } = value;
  if (!isText(product_id) || !isText(product_name) || !isText(product_price) || !isOptionalText(product_salePrice)) return undefined;
  if (!isText(product_url) || !isSitePath(product_url) || !isText(product_image) || !isSafeUrl(product_image, 'resource')) return undefined;
  if (!isText(product_availability) || !isOptionalText(matchReason)) return undefined;
  return {
    product_id,
    product_name,
    product_price,
    ...(product_salePrice === undefined ? {} : { product_salePrice }),
    product_url,
    product_image,
    product_availability,
    ...(matchReason === undefined ? {} : { matchReason }),
  };
}

export function chatMessage(value: unknown): ChatMessage | undefined {
  if (!isFields(value)) return undefined;
  const { id, role, message, timestamp, products } = value;
  if (!isText(id) || (role !== 'USER' && role !== 'BOT') || !isText(message) || !isText(timestamp)) return undefined;
  if (products === undefined) return { id, role, message, timestamp };
  if (!Array.isArray(products)) return undefined;
  const checked = products.map(chatProduct);
  if (checked.some((product) => product === undefined)) return undefined;
  return { id, role, message, timestamp, products: checked as ChatProduct[] };
}

/** GET: a session started, with an optional greeting; anything else is an error. */
export function chatSession(value: unknown): ChatSessionResult {
  if (!isFields(value) || value.kind !== 'success') return { kind: 'error' };
  if (value.greeting === undefined) return { kind: 'success' };
  const greeting = chatMessage(value.greeting);
  return greeting ? { kind: 'success', greeting } : { kind: 'error' };
}

/** POST: the assistant's reply; anything else is an error. */
export function chatReply(value: unknown): ChatReply {
  if (!isFields(value) || value.kind !== 'success') return { kind: 'error' };
  const reply = chatMessage(value.reply);
  return reply ? { kind: 'success', reply } : { kind: 'error' };
}

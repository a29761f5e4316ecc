import 'server-only';
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { CategoryNode } from '@storefront/catalogue/queries/category-tree';
import type { ChatMessage, ChatReply, ChatSessionResult } from '@storefront/machines/chatbot.machine';
import type { ListingSearch, ProductScope } from '@storefront/plugins/listing/model/search-port';
import {
  chatFacetKeys,
  chatLimits,
  combineCriteria,
  criteriaLookup,
  readShopperMessage,
  relaxations,
  replySentence,
  toChatProduct,
  type ChatVocabulary,
} from '@storefront/plugins/listing/rules/chat-assistant';
import type { ColourReference } from '@storefront/plugins/listing/rules/visual-colours';
import { errorResponse, readJson } from '../platform/http';

/**
 * The listing's shopping assistant (L §2 chatbot widget; P §3, §7 chat session and messages):
 * GET starts a session with a greeting for the shopper's scope, POST answers a message with a
 * sentence and up to four products found by the search engine in that scope. No external AI: the
 * words are matched to the catalogue's own values (see chat-assistant rules).
 */
export interface ChatbotDeps {
  /** The site's search: the scope's facet values, and products for what is asked. */
  search: Pick<ListingSearch, 'findProducts' | 'facetValues'>;
  categories: () => Promise<readonly CategoryNode[]>;
  colours: () => Promise<readonly ColourReference[]>;
  now?: () => Date;
}

const MAX_BODY_BYTES = 8 * 1024;
const slug = z.string().max(200).regex(/^[a-z0-9-]+(?:\/[a-z0-9-]+)*$/, 'category must be a category slug');
const messageText = z.string().trim().min(1, 'message must not be empty').max(chatLimits.maxMessageChars, `message must be at most ${chatLimits.maxMessageChars} characters`);

export const chatContextSchema = z.object({ category: slug.optional(), query: z.string().trim().max(200).optional() }).strict();

export const chatMessageSchema = z
  .object({
    message: messageText,
    history: z.array(z.string().max(chatLimits.maxMessageChars)).max(chatLimits.maxHistory).default([]),
    context: chatContextSchema.default({}),
  })
  .strict();

type ChatContext = z.infer<typeof chatContextSchema>;

function findCategory(nodes: readonly CategoryNode[], wanted: string): CategoryNode | undefined {
  for (const node of nodes) {
    if (node.slug === wanted) return node;
    const found = findCategory(node.children, wanted);
    if (found) return found;
  }
  return undefined;
}

interface Scope {
  category: CategoryNode | undefined;
  query: string;
  /** How replies name what is searched: 'dresses', 'products'. */
  noun: string;
}

async function resolveScope(context: ChatContext, deps: ChatbotDeps): Promise<Scope | { error: string }> {
  const category = context.category ? findCategory(await deps.categories(), context.category) : undefined;
  if (context.category && !category) return { error: `Unknown category “${context.category}”` };
  return { category, query: context.query ?? '', noun: category ? category.name.toLowerCase() : 'products' };
}

const message = (text: string, deps: ChatbotDeps, products?: ChatMessage['products']): ChatMessage => ({
  id: `bot-${randomUUID()}`,
  role: 'BOT',
  message: text,
  timestamp: (deps.now?.() ?? new Date()).toISOString(),
  ...(products ? { products } : {}),
});

/** GET /_api/chatbot?category=…&query=… — a new session and its greeting. */
export async function chatbotSessionResponse(url: string, deps: ChatbotDeps): Promise<Response> {
  const params = new URL(url).searchParams;
  const parsed = chatContextSchema.safeParse({ category: params.get('category') ?? undefined, query: params.get('query') ?? undefined });
  if (!parsed.success) return errorResponse(400, parsed.error.issues[0]?.message ?? 'Invalid context');
  const scope = await resolveScope(parsed.data, deps);
  if ('error' in scope) return errorResponse(400, scope.error);
  const greeting = message(
    `Hi! I’m your style assistant. Tell me what you’re looking for — a colour, an occasion, a size or a budget — and I’ll find ${scope.noun} to match.`,
    deps,
  );
  return Response.json({ kind: 'success', greeting } satisfies ChatSessionResult, { headers: { 'Cache-Control': 'no-store' } });
}

/** The products searched: the scope's text, in its category. */
function productScope(scope: Scope): ProductScope {
  return { text: scope.query, ...(scope.category ? { categorySlug: scope.category.slug } : {}) };
}

/** The values the scope has for each facet a message may name. */
async function vocabulary(scope: Scope, deps: ChatbotDeps): Promise<ChatVocabulary> {
  const [values, colours] = await Promise.all([deps.search.facetValues(productScope(scope), chatFacetKeys), deps.colours()]);
  return { values, colours };
}

/** The reply to one message: the best matches for everything asked, relaxing wishes until something matches. */
export async function chatReply(input: { message: string; history: readonly string[]; context: ChatContext }, deps: ChatbotDeps): Promise<ChatReply | { error: string }> {
  const scope = await resolveScope(input.context, deps);
  if ('error' in scope) return scope;
  const words = await vocabulary(scope, deps);
  const asked = combineCriteria(
    input.history.map((earlier) => readShopperMessage(earlier, words)),
    readShopperMessage(input.message, words),
  );
  const steps = relaxations(asked);
  // Every relaxation in one round trip; the reply takes the first that finds anything.
  const results = await deps.search.findProducts(steps.map(({ criteria }) => ({ ...productScope(scope), ...criteriaLookup(criteria), limit: chatLimits.productsShown })));
  const found = results.findIndex((result) => result.total > 0);
  const step = found >= 0 ? steps[found]! : undefined;
  const result = found >= 0 ? results[found] : undefined;
  const products = (result?.products ?? []).flatMap((product) => toChatProduct(product, step!.criteria) ?? []);
  const text = replySentence({ asked, used: step?.criteria ?? asked, dropped: step?.dropped ?? [], total: result?.total ?? 0, shown: products.length, scope: scope.noun });
  return { kind: 'success', reply: message(text, deps, products) };
}

/** POST /_api/chatbot { message, history?, context? } — the assistant's reply, or a 4xx with a message. */
export async function chatbotMessageResponse(request: Request, deps: ChatbotDeps): Promise<Response> {
  const body = await readJson(request, chatMessageSchema, MAX_BODY_BYTES);
  if (!body.ok) return body.response;
  const reply = await chatReply(body.data, deps);
  if ('error' in reply) return errorResponse(400, reply.error);
  return Response.json(reply, { headers: { 'Cache-Control': 'no-store' } });
}

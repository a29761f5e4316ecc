import 'server-only';
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { CategoryNode } from '@storefront/catalogue/queries/category-tree';
import { sortIndexName } from '@storefront/catalogue/search/index-settings';
import type { ChatMessage, ChatReply, ChatSessionResult } from '@storefront/machines/chatbot.machine';
import {
  chatFacetKeys,
  chatLimits,
  combineCriteria,
  criteriaSearchParams,
  readShopperMessage,
  relaxations,
  replySentence,
  toChatProduct,
  type ChatVocabulary,
} from '@storefront/plugins/listing/rules/chat-assistant';
import { mapSearchResponse } from '@storefront/plugins/listing/rules/search-response';
import type { ColourReference } from '@storefront/plugins/listing/rules/visual-colours';
import { searchIndexPrefix } from '../algolia/config';
import type { SearchQuery } from '../algolia/search';
import { errorResponse, readJson } from '../platform/http';

/**
 * The listing's shopping assistant (L §2 chatbot widget; P §3, §7 chat session and messages):
 * GET starts a session with a greeting for the shopper's scope, POST answers a message with a
 * sentence and up to four products found by the search engine in that scope. No external AI: the
 * words are matched to the catalogue's own values (see chat-assistant rules).
 */
export interface ChatbotDeps {
  site: { id: string };
  runSearches: (queries: readonly SearchQuery[]) => Promise<unknown[]>;
  categories: () => Promise<readonly CategoryNode[]>;
  colours: () => Promise<readonly ColourReference[]>;
  reviewsEnabled: boolean;
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

function scopeFilters(scope: Scope): string[][] {
  return scope.category ? [[`categorySlugs:${scope.category.slug}`]] : [];
}

/** The values the scope has for each facet a message may name. */
async function vocabulary(scope: Scope, deps: ChatbotDeps, indexName: string): Promise<ChatVocabulary> {
  const [result, colours] = await Promise.all([
    deps.runSearches([{ indexName, params: { query: scope.query, facetFilters: scopeFilters(scope), facets: [...chatFacetKeys], maxValuesPerFacet: 100, hitsPerPage: 0, analytics: false } }]),
    deps.colours(),
  ]);
  const facets = (result[0] as { facets?: Record<string, Record<string, number>> } | undefined)?.facets ?? {};
  return { values: Object.fromEntries(chatFacetKeys.map((key) => [key, Object.keys(facets[key] ?? {})])), colours };
}

/** The reply to one message: the best matches for everything asked, relaxing wishes until something matches. */
export async function chatReply(input: { message: string; history: readonly string[]; context: ChatContext }, deps: ChatbotDeps): Promise<ChatReply | { error: string }> {
  const scope = await resolveScope(input.context, deps);
  if ('error' in scope) return scope;
  const indexName = sortIndexName(searchIndexPrefix(deps.site.id), 'relevance');
  const words = await vocabulary(scope, deps, indexName);
  const asked = combineCriteria(
    input.history.map((earlier) => readShopperMessage(earlier, words)),
    readShopperMessage(input.message, words),
  );
  const steps = relaxations(asked);
  const results = await deps.runSearches(
    steps.map(({ criteria }) => {
      const { facetFilters, numericFilters } = criteriaSearchParams(criteria);
      return {
        indexName,
        params: { query: scope.query, facetFilters: [...scopeFilters(scope), ...facetFilters], numericFilters, filters: 'isOnStock:true', hitsPerPage: chatLimits.productsShown, analytics: false },
      };
    }),
  );
  const found = steps.findIndex((_, index) => ((results[index] as { nbHits?: number } | undefined)?.nbHits ?? 0) > 0);
  const step = found >= 0 ? steps[found]! : undefined;
  const mapped = step ? mapSearchResponse(results[found], { filters: {}, reviewsEnabled: deps.reviewsEnabled, pageSize: chatLimits.productsShown }).response : undefined;
  const products = (mapped?.edges ?? []).map((edge) => toChatProduct(edge.node, step!.criteria));
  const text = replySentence({ asked, used: step?.criteria ?? asked, dropped: step?.dropped ?? [], total: mapped?.total ?? 0, shown: products.length, scope: scope.noun });
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

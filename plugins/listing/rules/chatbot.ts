/**
 * When the listing shows the chatbot widget (L §2): on dress-related categories; when the query
 * contains 'dress' or 'skirts' and the chatbot flag is on; or when the URL has chatbot=true.
 */

export interface ChatbotContext {
  /** The category path or slug of a category listing. */
  categoryPath?: string;
  /** The category's breadcrumb or display names, when known. */
  categoryNames?: readonly string[];
  /** The search text (or the category query the listing searches with). */
  query?: string;
  /** The site's chatbot feature flag. */
  chatbotEnabled: boolean;
  /** The URL's query parameters. */
  searchParams?: URLSearchParams | Readonly<Record<string, string | string[] | undefined>>;
}

function param(params: ChatbotContext['searchParams'], name: string): string[] {
  if (!params) return [];
  if (params instanceof URLSearchParams) return params.getAll(name);
  const value = params[name];
  return value === undefined ? [] : Array.isArray(value) ? value : [value];
}

/** A category whose path or names mention dresses ('dresses', 'bridesmaid-dresses', 'Dresses'). */
export function isDressCategory(context: Pick<ChatbotContext, 'categoryPath' | 'categoryNames'>): boolean {
  const texts = [context.categoryPath ?? '', ...(context.categoryNames ?? [])];
  return texts.some((text) => /dress/i.test(text));
}

export function showsChatbot(context: ChatbotContext): boolean {
  if (param(context.searchParams, 'chatbot').some((value) => value.trim().toLowerCase() === 'true')) return true;
  if (isDressCategory(context)) return true;
  const query = (context.query ?? '').toLowerCase();
  return context.chatbotEnabled && (query.includes('dress') || query.includes('skirts'));
}

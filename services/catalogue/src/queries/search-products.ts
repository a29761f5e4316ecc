import type { Database } from '@storefront/db/client';
import { brands, categories, productColours, products, variants } from '@storefront/db/schema/catalogue';
import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { ProductSummary } from '../types';
import { availableOn } from './fascia-scope';
import { loadSummaries } from './summary';

export const MAX_SEARCH_LIMIT = 100;
const MAX_TERMS = 8;
const stopWords = new Set(['a', 'an', 'and', 'the', 'in', 'with', 'for', 'of', 'on', 'to', 'by', 'our', 'new']);

/** Crude English singulars so "dresses" finds "Dress" and "shoes" finds "Shoe". */
export function stem(word: string): string {
  if (word.length <= 3) return word;
  if (word.endsWith('sses')) return word.slice(0, -2);
  if (word.endsWith('ies') && word.length > 4) return `${word.slice(0, -3)}y`;
  if (word.endsWith('oes')) return word.slice(0, -1);
  if (word.endsWith('s') && !word.endsWith('ss')) return word.slice(0, -1);
  return word;
}

export function searchTerms(query: string): string[] {
  const words = query
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length > 0 && !stopWords.has(word));
  return [...new Set(words.map(stem))].slice(0, MAX_TERMS);
}

/** Matches a term at the start of a word (so "red" finds "Red" but not "Tailored"). */
function wordStart(column: SQL, term: string): SQL {
  // Terms are [a-z0-9]+ only, so they are safe inside the regular expression.
  return sql`${column} ~* ${`\\m${term}`}`;
}

/** Matches the term as a whole word, or as its plural ("coast" is Coast, not Coastie). */
function wholeWord(column: SQL, term: string): SQL {
  return sql`${column} ~* ${`\\m${term}(s|es)?\\M`}`;
}

/**
 * Simple relevance search until the real search engine arrives: every term must match the
 * name, brand, category or a colour; name matches count most; ties go to best sellers. Products
 * with nothing in stock are left out, since a shopper could not buy them.
 */
export async function searchProducts(db: Database, query: string, options: { fascia: string; limit: number }): Promise<ProductSummary[]> {
  const scope = availableOn(options.fascia);
  const limit = Math.max(0, Math.min(MAX_SEARCH_LIMIT, Math.floor(options.limit)));
  if (!scope || limit === 0) return [];
  const terms = searchTerms(query);
  const inStock = sql`exists (select 1 from ${variants} where ${variants.productId} = ${products.id} and ${variants.stock} > 0)`;
  const conditions: SQL[] = [scope, inStock];
  const scores: SQL[] = [];
  for (const term of terms) {
    const colour = sql`exists (select 1 from ${productColours} where ${productColours.productId} = ${products.id} and (${wordStart(sql`${productColours.colourLabel}`, term)} or ${wordStart(sql`${productColours.colourFacet}`, term)}))`;
    const name = wordStart(sql`${products.name}`, term);
    const brand = wordStart(sql`${brands.name}`, term);
    const category = sql`(${wordStart(sql`${categories.name}`, term)} or ${wordStart(sql`${products.styleTaxonomy}`, term)} or ${wordStart(sql`${products.classification}`, term)})`;
    conditions.push(sql`(${name} or ${brand} or ${category} or ${colour})`);
    const exact = sql`(case when ${wholeWord(sql`${products.name}`, term)} then 1 else 0 end + case when ${wholeWord(sql`${brands.name}`, term)} then 1 else 0 end)`;
    scores.push(sql`(case when ${name} then 3 else 0 end + case when ${brand} then 2 else 0 end + case when ${category} then 2 else 0 end + case when ${colour} then 1.5 else 0 end + ${exact})`);
  }
  const ranking = scores.length ? [desc(sql.join(scores, sql` + `)), asc(products.bestSellerRank)] : [asc(products.bestSellerRank)];
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .innerJoin(brands, eq(brands.id, products.brandId))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(and(...conditions))
    .orderBy(...ranking)
    .limit(limit);
  return loadSummaries(
    db,
    rows.map((row) => row.id),
  );
}

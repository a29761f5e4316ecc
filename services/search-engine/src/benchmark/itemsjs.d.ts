/** The part of itemsjs (which ships no types) the benchmark uses. */
declare module 'itemsjs' {
  interface ItemsjsSearchOptions<T> {
    query?: string;
    filters?: Record<string, string[]>;
    per_page?: number;
    page?: number;
    sort?: string;
    filter?: (item: T) => boolean;
  }
  interface ItemsjsResult<T> {
    pagination: { per_page: number; page: number; total: number };
    data: { items: T[]; aggregations: Record<string, { buckets: { key: string; doc_count: number }[] }> };
  }
  interface ItemsjsEngine<T> {
    search(options?: ItemsjsSearchOptions<T>): ItemsjsResult<T>;
  }
  interface ItemsjsConfiguration {
    aggregations?: Record<string, { title?: string; size?: number; conjunction?: boolean }>;
    searchableFields?: string[];
    sortings?: Record<string, { field: string; order: 'asc' | 'desc' }>;
  }
  export default function itemsjs<T>(items: T[], configuration?: ItemsjsConfiguration): ItemsjsEngine<T>;
}

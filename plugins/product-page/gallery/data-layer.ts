/** P §7: analytics events go to the tag manager's data layer; it may not be on the page yet. */
export interface DataLayerEvent {
  event: string;
  [field: string]: unknown;
}

export function pushToDataLayer(entry: DataLayerEvent): void {
  const page = window as Window & { dataLayer?: unknown[] };
  (page.dataLayer ??= []).push(entry);
}

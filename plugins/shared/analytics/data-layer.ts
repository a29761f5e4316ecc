/**
 * The one place that writes to the tag manager's data layer (P §7: analytics events are pushed
 * to a data layer). The tag manager may not be on the page yet: the array is created if missing,
 * and whatever loads later reads what is already there.
 */
export interface DataLayerEvent {
  event: string;
  [field: string]: unknown;
}

export type DataLayer = Pick<DataLayerEvent[], 'push'>;

/** The page's data layer; undefined on the server. */
export function pageDataLayer(): DataLayer | undefined {
  if (typeof window === 'undefined') return undefined;
  const page = window as Window & { dataLayer?: DataLayerEvent[] };
  return (page.dataLayer ??= []);
}

export function pushToDataLayer(entry: DataLayerEvent, layer: DataLayer | undefined = pageDataLayer()): void {
  layer?.push(entry);
}

import { expect, type Page } from '@playwright/test';

export interface DataLayerEntry {
  event: string;
  [field: string]: unknown;
}

export interface ListEntry extends DataLayerEntry {
  ecommerce: { item_list_name: string; items: Array<{ item_id: string; item_name: string; index: number; price?: number }> };
}

/** The page's analytics data layer (window.dataLayer) as the tag manager would read it. */
export class DataLayer {
  constructor(readonly page: Page) {}

  /** Every event pushed so far, in order. */
  async events(): Promise<DataLayerEntry[]> {
    return this.page.evaluate(() => ((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []).filter((entry): entry is DataLayerEntry => typeof (entry as DataLayerEntry | null)?.event === 'string'));
  }

  async named<T extends DataLayerEntry = DataLayerEntry>(name: string): Promise<T[]> {
    return (await this.events()).filter((entry) => entry.event === name) as T[];
  }

  /** Waits until `count` events of a name have been pushed, and returns them. */
  async expectCount<T extends DataLayerEntry = DataLayerEntry>(name: string, count: number): Promise<T[]> {
    await expect.poll(async () => (await this.named(name)).length, { message: `${name} events`, timeout: 20_000 }).toBe(count);
    return this.named<T>(name);
  }

  /** Waits until `batches` view_item_list events of one list have been pushed, and returns them. */
  async expectList(listName: string, batches: number): Promise<ListEntry[]> {
    const ofList = async () => (await this.named<ListEntry>('view_item_list')).filter((entry) => entry.ecommerce.item_list_name === listName);
    await expect.poll(async () => (await ofList()).length, { message: `view_item_list of ${listName}`, timeout: 20_000 }).toBe(batches);
    return ofList();
  }

  /** The names of the events pushed, in order. */
  async names(): Promise<string[]> {
    return (await this.events()).map((entry) => entry.event);
  }

  /**
   * Links followed from here stay on this page, so what their click pushed can be read (the tag
   * manager would have sent it as the browser left). The page's own handlers still run.
   */
  async stayOnLinkClicks(): Promise<void> {
    await this.page.evaluate(() =>
      document.addEventListener('click', (event) => {
        if (event.target instanceof Element && event.target.closest('a[href]')) event.preventDefault();
      }),
    );
  }
}

import { pageDataLayer, pushToDataLayer, type DataLayer } from './data-layer';
import { watchMenuClicks } from './menu-events';

/** viewContent (P §7): a content page (the home page, /pages/…) was shown. */
export interface ViewedContent {
  entryId: string;
  title: string;
  path: string;
}

export const contentViewEvent = (content: ViewedContent) => ({ event: 'viewContent', contentId: content.entryId, contentTitle: content.title, contentPath: content.path });

export function trackContentView(content: ViewedContent, layer?: DataLayer): void {
  pushToDataLayer(contentViewEvent(content), layer ?? pageDataLayer());
  watchMenuClicks();
}

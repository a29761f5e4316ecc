import type { Badge, CardArea } from './badges';

/**
 * The badge a card shows in editors' preview mode, on top of the others: apart from the badge
 * rules, so that a listing's staff tools carry only this into the page's first load.
 */
export function previewBadge(area: CardArea): Badge {
  return { id: 'preview', placement: `${area}-topRight_productImage`, text1: 'Preview', priority: 0 };
}

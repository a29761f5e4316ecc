import { createActor } from 'xstate';
import { filterPanelMachine, type FilterPanelInput } from '@storefront/machines/filterPanel.machine';

function lockBodyScroll() {
  document.documentElement.style.overflow = 'hidden';
}
function unlockBodyScroll() {
  document.documentElement.style.overflow = '';
}

/** The filter bar's machine, loaded when the shopper first opens a filter, the panel or more facets. */
export function startFilterPanel(input: FilterPanelInput) {
  return createActor(filterPanelMachine.provide({ actions: { lockBodyScroll, unlockBodyScroll } }), { input }).start();
}

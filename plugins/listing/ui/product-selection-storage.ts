/** The admin selection kept in the browser, per listing (staff tools). */
const STORAGE_PREFIX = 'sf-product-selection:';

export function readSavedKeys(selectionKey: string): string[] {
  try {
    const saved: unknown = JSON.parse(window.localStorage.getItem(STORAGE_PREFIX + selectionKey) ?? '[]');
    return Array.isArray(saved) ? saved.filter((key): key is string => typeof key === 'string') : [];
  } catch {
    // Storage blocked or an unreadable value: start with nothing selected.
    return [];
  }
}

export function saveSelectedKeys(selectionKey: string, keys: readonly string[]): void {
  try {
    if (keys.length === 0) window.localStorage.removeItem(STORAGE_PREFIX + selectionKey);
    else window.localStorage.setItem(STORAGE_PREFIX + selectionKey, JSON.stringify(keys));
  } catch {
    // Storage blocked (private mode): the selection lasts as long as the page.
  }
}


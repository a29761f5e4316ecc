import type { JsonRecord } from './attributes';
import { badRequest } from './errors';

/**
 * partialUpdateObject: plain attributes replace the record's; `{ _operation, value }` objects
 * apply Algolia's built-in operations. Returns undefined when IncrementFrom/IncrementSet
 * conditions fail (the whole update is then ignored, as Algolia does).
 */
export function applyPartialUpdate(current: JsonRecord, changes: JsonRecord): JsonRecord | undefined {
  const next: JsonRecord = { ...current };
  for (const [name, change] of Object.entries(changes)) {
    if (name === 'objectID') continue;
    if (change === null || typeof change !== 'object' || Array.isArray(change) || !('_operation' in change)) {
      next[name] = change;
      continue;
    }
    const { _operation: operation, value } = change as { _operation: unknown; value: unknown };
    const existing = next[name];
    switch (operation) {
      case 'Increment':
      case 'Decrement': {
        const by = numberOf(value, name, operation);
        const base = typeof existing === 'number' ? existing : 0;
        next[name] = operation === 'Increment' ? base + by : base - by;
        break;
      }
      case 'Add':
      case 'AddUnique': {
        const list = Array.isArray(existing) ? [...existing] : existing === undefined ? [] : [existing];
        const items = Array.isArray(value) ? value : [value];
        for (const item of items) {
          if (operation === 'AddUnique' && list.some((present) => JSON.stringify(present) === JSON.stringify(item))) continue;
          list.push(item);
        }
        next[name] = list;
        break;
      }
      case 'Remove': {
        const items = Array.isArray(value) ? value : [value];
        const keys = new Set(items.map((item) => JSON.stringify(item)));
        if (Array.isArray(existing)) next[name] = existing.filter((present) => !keys.has(JSON.stringify(present)));
        break;
      }
      case 'IncrementFrom': {
        const expected = numberOf(value, name, operation);
        const base = typeof existing === 'number' ? existing : 0;
        if (base !== expected) return undefined;
        next[name] = base + 1;
        break;
      }
      case 'IncrementSet': {
        const proposed = numberOf(value, name, operation);
        const base = typeof existing === 'number' ? existing : 0;
        if (proposed <= base) return undefined;
        next[name] = proposed;
        break;
      }
      default:
        throw badRequest(`Invalid _operation for attribute "${name}": ${String(operation)}`);
    }
  }
  return next;
}

function numberOf(value: unknown, name: string, operation: string): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) throw badRequest(`${operation} on "${name}" needs a numeric value`);
  return value;
}

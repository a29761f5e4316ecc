import { invalidQuery } from '../errors';

/** The parts of each item a `select` parameter keeps. */
export interface Selection {
  /** Top-level properties kept whole (sys, fields, metadata). */
  whole: Set<string>;
  /** Second-level properties kept, per top-level property. */
  parts: Map<string, Set<string>>;
}

const selectableRoots = new Set(['sys', 'fields', 'metadata']);
const maxSelected = 100;

function selectProblem(details: string) {
  return invalidQuery({ name: 'select', path: ['select'], details });
}

/** Parses `select=sys.id,fields.name`: at most two levels deep, at most 100 properties. */
export function parseSelect(raw: string | null): Selection | undefined {
  if (raw === null) return undefined;
  const paths = raw
    .split(',')
    .map((path) => path.trim())
    .filter((path) => path.length > 0);
  if (paths.length === 0) throw selectProblem('Select needs at least one property');
  if (paths.length > maxSelected) throw selectProblem(`Select is limited to ${maxSelected} properties`);
  const selection: Selection = { whole: new Set(), parts: new Map() };
  for (const path of paths) {
    const [root, child, ...deeper] = path.split('.');
    if (!root || !selectableRoots.has(root)) throw selectProblem(`"${path}" is not selectable; select sys, fields or metadata properties`);
    if (deeper.length > 0) throw selectProblem(`"${path}" is too deep; select goes at most two levels deep (e.g. fields.name)`);
    if (child === undefined) selection.whole.add(root);
    else selection.parts.set(root, (selection.parts.get(root) ?? new Set()).add(child));
  }
  return selection;
}

/** Keeps only the selected properties of one item (a delivery JSON object). */
export function applySelect(item: Record<string, unknown>, selection: Selection): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const root of ['metadata', 'sys', 'fields']) {
    const value = item[root];
    if (value === undefined) continue;
    if (selection.whole.has(root)) {
      out[root] = value;
      continue;
    }
    const keys = selection.parts.get(root);
    if (!keys || typeof value !== 'object' || value === null) continue;
    const picked: Record<string, unknown> = {};
    for (const key of keys) {
      if (key in value) picked[key] = (value as Record<string, unknown>)[key];
    }
    out[root] = picked;
  }
  return out;
}

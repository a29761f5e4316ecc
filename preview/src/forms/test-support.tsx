import { useState } from 'react';
import { registry } from '@storefront/plugins/blocks';
import type { AnyContentModel } from '@storefront/cms-models/define';
import type { CmsAsset, CmsEntry } from '@storefront/cms-models/nodes';
import { EntryForm, type EntryFormProps } from './EntryForm';
import type { FieldPatch } from './entries';

/** Test support for the forms: a page-editor-like owner of the entry that applies each patch. */

function patchValue(value: unknown, patch: FieldPatch): unknown {
  if (Array.isArray(value)) return value.map((item) => patchValue(item, patch));
  if (typeof value !== 'object' || value === null || (value as { kind?: unknown }).kind !== 'entry') return value;
  return applyPatch(value as CmsEntry, patch);
}

/** The entry tree with the patch applied to the entry it names, wherever it is nested. */
export function applyPatch(entry: CmsEntry, patch: FieldPatch): CmsEntry {
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(entry.fields)) fields[key] = patchValue(value, patch);
  if (entry.id === patch.entryId) {
    if (patch.value === undefined) delete fields[patch.fieldId];
    else fields[patch.fieldId] = patch.value;
  }
  return { ...entry, fields };
}

export function modelOf(id: string): AnyContentModel {
  const model = registry.models.find((candidate) => candidate.id === id);
  if (!model) throw new Error(`No model ${id}`);
  return model;
}

export const entry = (id: string, contentType: string, fields: Record<string, unknown> = {}): CmsEntry => ({ kind: 'entry', id, contentType, fields });

export const asset = (id: string, overrides: Partial<CmsAsset> = {}): CmsAsset => ({
  kind: 'asset',
  id,
  title: `Photo ${id}`,
  description: '',
  url: `/assets/${id}.jpg`,
  fileName: `${id}.jpg`,
  contentType: 'image/jpeg',
  width: 1600,
  height: 900,
  size: 120_000,
  ...overrides,
});

type HarnessProps = Omit<EntryFormProps, 'entry' | 'onChange' | 'registry' | 'model'> & {
  initial: CmsEntry;
  model?: AnyContentModel;
  patches: FieldPatch[];
};

/** The form with its entry held in state, every patch recorded and applied. */
export function Harness({ initial, model, patches, ...props }: HarnessProps) {
  const [current, setCurrent] = useState(initial);
  return (
    <EntryForm
      model={model ?? modelOf(initial.contentType)}
      entry={current}
      registry={registry}
      onChange={(patch) => {
        patches.push(patch);
        setCurrent((previous) => applyPatch(previous, patch));
      }}
      {...props}
    />
  );
}

export { registry };

import { createContext, useContext, type ReactNode } from 'react';
import type { CmsAsset, CmsEntry } from '@storefront/cms-models/nodes';
import type { FieldPatch, FieldTarget } from './entries';
import type { ModelRegistry } from './fields';

/** A search for existing entries to link: text typed, and the content types the field allows. */
export interface EntrySearch {
  text: string;
  contentTypes: string[];
}

/** What every field of a form (nested forms included) shares. */
export interface FormContextValue {
  registry: ModelRegistry;
  locale: string;
  onChange: (patch: FieldPatch) => void;
  onFieldFocus: ((target: FieldTarget) => void) | undefined;
  onEntryHover: ((entryId: string | undefined) => void) | undefined;
  uploadAsset: ((file: File) => Promise<CmsAsset>) | undefined;
  maxUploadBytes: number | undefined;
  createEntryId: () => string;
  searchEntries: ((query: EntrySearch) => Promise<CmsEntry[]>) | undefined;
  focusTarget: FieldTarget | undefined;
  showAllErrors: boolean;
  readOnly: boolean;
  idPrefix: string;
  /** Renders the form of a nested entry (kept here so widgets need not import the form). */
  renderNested: (entry: CmsEntry, depth: number, parentId: string) => ReactNode;
}

export const FormContext = createContext<FormContextValue | null>(null);

export function useFormContext(): FormContextValue {
  const value = useContext(FormContext);
  if (!value) throw new Error('Form widgets render inside <EntryForm>');
  return value;
}

/** The DOM id of a field's control, unique per form and entry. */
export function fieldDomId(idPrefix: string, target: FieldTarget): string {
  return `${idPrefix}-${target.entryId}-${target.fieldId}`.replace(/[^A-Za-z0-9_-]/g, '_');
}

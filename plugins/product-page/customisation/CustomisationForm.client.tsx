'use client';

import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { checkForm, entriesOf, type CustomisationEntry, type CustomisationField } from '@storefront/catalogue/customisation/rules';
import { fetchJson } from '../../shared/shopper/fetch-json';
import { customisationTexts } from './customisation.texts';
import { CustomisationFormView } from './CustomisationFormView';

/** What the buy box needs of the form: may it add, and what the line carries. */
export interface CustomisationState {
  valid: boolean;
  entries: CustomisationEntry[];
}

/** The state before the fields are known: nothing may be added yet. */
export const pendingCustomisation: CustomisationState = { valid: false, entries: [] };

export async function loadCustomisationFields(groupName: string): Promise<CustomisationField[]> {
  const { status, data } = await fetchJson<{ fields?: CustomisationField[] }>(`/product-customisation/${encodeURIComponent(groupName)}`);
  if (status !== 200 || !Array.isArray(data.fields)) throw new Error(`Customisation group ${groupName}: ${status}`);
  return data.fields;
}

export interface CustomisationFormProps {
  groupName: string;
  /** The server's drawing, shown until the definitions arrive. */
  fallback: ReactNode;
  onChange(state: CustomisationState): void;
}

/**
 * The live customisation form: loads the group's definitions (GET /product-customisation/{group}),
 * checks every value as it is typed and tells the buy box whether it may add (P §5).
 */
export function CustomisationForm({ groupName, fallback, onChange }: CustomisationFormProps) {
  const [fields, setFields] = useState<CustomisationField[]>();
  const [failed, setFailed] = useState(false);
  const [values, setValues] = useState<Record<string, string>>({});
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  useEffect(() => {
    let live = true;
    loadCustomisationFields(groupName).then(
      (loaded) => live && setFields(loaded),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [groupName]);
  const form = useMemo(() => (fields ? checkForm(fields, values) : undefined), [fields, values]);
  useEffect(() => {
    onChange(form && fields ? { valid: form.valid, entries: entriesOf(fields, values) } : { valid: false, entries: [] });
  }, [form, fields, values, onChange]);
  if (!form) return failed ? <div>{fallback}<p role="alert">{customisationTexts.loadFailed}</p></div> : <>{fallback}</>;
  return (
    <CustomisationFormView
      groupName={groupName}
      checks={form.checks}
      touched={touched}
      onValue={(apiName, value) => {
        setValues((current) => ({ ...current, [apiName]: value }));
        setTouched((current) => new Set(current).add(apiName));
      }}
      onBlur={(apiName) => setTouched((current) => new Set(current).add(apiName))}
    />
  );
}

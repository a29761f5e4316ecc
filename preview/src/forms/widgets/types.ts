import type { FormField } from '../fields';

/** What every widget gets: its field, the value, and the ids that tie label, help and errors to it. */
export interface WidgetProps<F extends FormField = FormField> {
  field: F;
  entryId: string;
  value: unknown;
  /** The field's new value; undefined clears it. */
  onChange: (value: unknown) => void;
  /** The id of the widget's main control (what the label points at). */
  inputId: string;
  labelId: string;
  describedBy: string | undefined;
  invalid: boolean;
  /** The field's messages (list widgets mark the items they name). */
  errors: readonly string[];
  disabled: boolean;
  /** How deep the entry sits in nested forms (0 for the form's own entry). */
  depth: number;
}

export type WidgetOf<W extends FormField['widget']> = WidgetProps<Extract<FormField, { widget: W }>>;

import type { ChangeEvent } from 'react';
import type { FieldCheck } from '@storefront/catalogue/customisation/rules';
import { customisationTexts } from './customisation.texts';
import styles from './Customisation.module.css';

export interface CustomisationFormViewProps {
  groupName: string;
  checks: readonly FieldCheck[];
  /** Fields whose message may show (the shopper has typed in them or tried to leave them). */
  touched?: ReadonlySet<string>;
  /** Absent in the server's drawing: the inputs wait for the form's code. */
  onValue?: ((apiName: string, value: string) => void) | undefined;
  onBlur?: ((apiName: string) => void) | undefined;
  error?: string | undefined;
}

/**
 * The customisation form (P §3 Customisation field, §5): per field its label, description, a text
 * input, the '{max} characters max ({remaining} remaining)' counter and the validation message.
 * Space is kept for the message, so it appearing moves nothing.
 */
export function CustomisationFormView({ groupName, checks, touched, onValue, onBlur, error }: CustomisationFormViewProps) {
  return (
    <fieldset className={styles.form} data-testid="customisation-form" data-group={groupName} data-ready={onValue ? 'true' : 'false'}>
      <legend className={styles.legend}>{customisationTexts.heading}</legend>
      {checks.map(({ field, value, counter, remaining, problem, message }) => {
        const id = `customisation-${groupName}-${field.apiName}`;
        // Too long shows at once (the counter turns red); other problems once the field was used.
        const shows = problem === 'tooLong' || (problem !== undefined && touched?.has(field.apiName) === true);
        return (
          <div key={field.apiName} className={styles.field} data-testid="customisation-field" data-api-name={field.apiName}>
            <label className={styles.label} htmlFor={id}>
              {field.displayName} {field.optional ? <span className={styles.optional}>{customisationTexts.optional}</span> : null}
            </label>
            {field.description ? (
              <p className={styles.description} id={`${id}-description`}>
                {field.description}
              </p>
            ) : null}
            <input
              id={id}
              name={field.apiName}
              type="text"
              className={styles.input}
              placeholder={field.placeholder}
              autoComplete="off"
              required={!field.optional}
              aria-invalid={shows || undefined}
              aria-describedby={[field.description ? `${id}-description` : '', `${id}-feedback`].filter(Boolean).join(' ')}
              {...(onValue
                ? { value, onChange: (event: ChangeEvent<HTMLInputElement>) => onValue(field.apiName, event.target.value), onBlur: () => onBlur?.(field.apiName) }
                : { defaultValue: value, readOnly: true })}
            />
            <p className={styles.feedback} id={`${id}-feedback`}>
              <span className={styles.message} data-testid="customisation-message">
                {shows && problem !== 'tooLong' ? message : null}
              </span>
              {counter ? (
                <span className={remaining !== undefined && remaining < 0 ? `${styles.counter} ${styles.over}` : styles.counter} data-testid="customisation-counter">
                  {counter}
                </span>
              ) : null}
            </p>
          </div>
        );
      })}
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

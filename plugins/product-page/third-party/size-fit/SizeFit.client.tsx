'use client';

import { useState, type FormEvent } from 'react';
import { fetchJson } from '../../../shared/shopper/fetch-json';
import { thirdPartyTexts as texts } from '../third-party.texts';
import type { FeatureProps } from '../ThirdPartyIsland.client';
import styles from '../ThirdParty.module.css';

export interface SizeFitInput {
  productKey: string;
  sizes: string[];
}

type Advice = { status: 'recommended'; size: string; fit: 'runs-small' | 'runs-large' | 'true-to-size' } | { status: 'size-unknown' } | { status: 'unavailable' };
type Preference = keyof typeof texts.fitPreferences;

/**
 * The size-fit widget (P §2 'size-fit widget when the sizing service is truefit'): the shopper's
 * usual size and fit preference go to the fit service, which the server tells who the shopper is
 * (user id and registered flag, P §6), and its recommended size shows.
 */
export default function SizeFit({ input, pressed }: FeatureProps<SizeFitInput>) {
  const [open, setOpen] = useState(pressed);
  const [usualSize, setUsualSize] = useState(input.sizes[0] ?? '');
  const [preference, setPreference] = useState<Preference>('regular');
  const [busy, setBusy] = useState(false);
  const [advice, setAdvice] = useState<Advice>();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      const answer = await fetchJson<Advice>(`/_api/third-party/size-fit/${encodeURIComponent(input.productKey)}`, { method: 'POST', body: { usualSize, fitPreference: preference } });
      setAdvice(answer.status === 200 ? answer.data : { status: 'unavailable' });
    } catch {
      setAdvice({ status: 'unavailable' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className={styles.fit} aria-label={texts.sizeFitTitle} data-testid="size-fit">
      {open ? (
        <form className={styles.fitForm} onSubmit={submit}>
          <strong>{texts.sizeFitTitle}</strong>
          <label>
            {texts.usualSize}
            <select value={usualSize} onChange={(event) => setUsualSize(event.target.value)}>
              {input.sizes.map((size) => (
                <option key={size}>{size}</option>
              ))}
            </select>
          </label>
          <label>
            {texts.fitPreference}
            <select value={preference} onChange={(event) => setPreference(event.target.value as Preference)}>
              {Object.entries(texts.fitPreferences).map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </select>
          </label>
          <button type="submit" className={styles.primary} disabled={busy} aria-busy={busy}>
            {texts.calculate}
          </button>
          {advice ? (
            <p className={styles.advice} role="status" data-testid="size-fit-advice">
              {advice.status === 'recommended' ? `${texts.recommended(advice.size)}. ${texts.fitNotes[advice.fit]}` : advice.status === 'size-unknown' ? texts.sizeUnknown : texts.sizeFitUnavailable}
            </p>
          ) : null}
        </form>
      ) : (
        <button type="button" className={styles.button} data-testid="size-fit-button" onClick={() => setOpen(true)}>
          {texts.sizeFitButton}
        </button>
      )}
    </section>
  );
}

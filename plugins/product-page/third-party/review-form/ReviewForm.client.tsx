'use client';

import { useState } from 'react';
import { frameSandbox } from '../provider-messages';
import { ProviderDialog } from '../ProviderDialog.client';
import { thirdPartyTexts as texts } from '../third-party.texts';
import type { FeatureProps } from '../ThirdPartyIsland.client';
import styles from '../ThirdParty.module.css';

export interface ReviewFormInput {
  /** The review provider's submit-review form for this product (P §7). */
  formUrl: string;
}

/** The external review widget (P §7): 'Write a review' opens the provider's submit-review form for the product in a modal frame. */
export default function ReviewForm({ input, pressed }: FeatureProps<ReviewFormInput>) {
  const [open, setOpen] = useState(pressed);
  return (
    <>
      <button type="button" className={styles.button} data-testid="write-review-button" onClick={() => setOpen(true)}>
        {texts.writeReview}
      </button>
      {open ? (
        <ProviderDialog label={texts.reviewFormTitle} onClose={() => setOpen(false)} testId="review-form-modal">
          <iframe title={texts.reviewFormTitle} src={input.formUrl} sandbox={frameSandbox(input.formUrl, window.location.origin, { forms: true })} referrerPolicy="no-referrer" />
        </ProviderDialog>
      ) : null}
    </>
  );
}

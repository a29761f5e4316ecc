'use client';

import { useContext } from 'react';
import { previewBadge as previewBadgeOf } from '../../shared/product/rules/preview-badge';
import { CardSelectionContext, SettingsContext } from './staff-tools-context.client';
import styles from './StaffTools.module.css';

/** On a listing card: the preview badges and the 'Selected' toggle, when the admin config turns them on. */
export function CardStaffToolsPanel({ productKey, productName }: { productKey: string; productName: string }) {
  const settings = useContext(SettingsContext);
  const selection = useContext(CardSelectionContext);
  const previewBadge = settings?.previewBadges ? previewBadgeOf('PLP') : undefined;
  if (!settings || !selection) return null;
  const selected = selection.isSelected(productKey);
  return (
    <>
      {previewBadge ? (
        <span className={styles.previewBadges} data-testid="preview-badge">
          <span className={styles.previewBadge}>{previewBadge.text1}</span>
          <span className={styles.keyBadge}>{productKey}</span>
        </span>
      ) : null}
      {settings.productSelection ? (
        <label className={styles.select}>
          <input type="checkbox" checked={selected} onChange={() => selection.toggle(productKey)} aria-label={`Selected: ${productName}`} />
          <span aria-hidden="true">Selected</span>
        </label>
      ) : null}
    </>
  );
}

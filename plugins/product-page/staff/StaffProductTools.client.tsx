'use client';

import { useEffect, useId, useState } from 'react';
import { fetchJson } from '../../shared/shopper/fetch-json';
import { formatPence } from '@storefront/catalogue/money-format';
import { internalPriceInfo, type InternalPriceInfo } from './internal-price';
import { listingToolPath, staffTexts } from './staff.texts';
import styles from './StaffProductTools.module.css';

export interface StaffProductToolsProps {
  productId: string;
  productKey: string;
  /** The variant the buy box shows (chosen, else the colour's lead). */
  sku: string | undefined;
  promoDiscounts: ReadonlyArray<{ name: string; percent: number }>;
}

type VariantPrices = { sku: string; price: { pence: number }; wasPrice?: { pence: number } | null };
type Prices = { status: 'loading' } | { status: 'failed' } | { status: 'loaded'; variants: VariantPrices[] };

function Breakdown({ info }: { info: InternalPriceInfo }) {
  return (
    <dl>
      <dt>{staffTexts.price}</dt>
      <dd data-testid="staff-price">{formatPence(info.price)}</dd>
      <dt>{staffTexts.wasPrice}</dt>
      <dd data-testid="staff-was-price">{info.wasPrice !== undefined ? formatPence(info.wasPrice) : '—'}</dd>
      <dt>{staffTexts.preDiscountPrice}</dt>
      <dd data-testid="staff-pre-discount-price">{formatPence(info.preDiscountPrice)}</dd>
      <dt>{staffTexts.discountEffects}</dt>
      <dd>{info.discountEffects.length === 0 ? staffTexts.noDiscounts : null}</dd>
      {info.discountEffects.length > 0 ? (
        <ul className={styles.effects} data-testid="staff-discount-effects">
          {info.discountEffects.map((effect) => (
            <li key={effect.name}>
              <span>
                {effect.name}
                {effect.atBasket ? ` (${staffTexts.atBasket})` : ''}
              </span>
              <span>{formatPence(effect.value)}</span>
            </li>
          ))}
        </ul>
      ) : null}
    </dl>
  );
}

/**
 * Office staff's tools in the buy box (P §2, §6): the business tooltip with the internal price
 * breakdown of the variant shown, and the listing tool link (new tab). Loaded, with its prices,
 * only once the session says the viewer is staff; a shopper's page never carries it.
 */
export function StaffProductTools({ productId, productKey, sku, promoDiscounts }: StaffProductToolsProps) {
  const tooltipId = useId();
  const [open, setOpen] = useState(false);
  const [prices, setPrices] = useState<Prices>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    fetchJson<{ product?: { variants?: VariantPrices[] } }>(`/_api/quickadd/${encodeURIComponent(productId)}`)
      .then(({ status, data }) => {
        if (!live) return;
        setPrices(status === 200 && Array.isArray(data.product?.variants) ? { status: 'loaded', variants: data.product.variants } : { status: 'failed' });
      })
      .catch(() => live && setPrices({ status: 'failed' }));
    return () => {
      live = false;
    };
  }, [productId]);
  const variant = prices.status === 'loaded' ? prices.variants.find((entry) => entry.sku === sku) : undefined;
  const info = variant ? internalPriceInfo({ price: variant.price.pence, wasPrice: variant.wasPrice?.pence }, promoDiscounts, staffTexts.markdown) : undefined;
  return (
    <div className={styles.tools} data-testid="staff-product-tools" onMouseLeave={() => setOpen(false)}>
      <button
        type="button"
        className={styles.trigger}
        aria-expanded={open}
        aria-describedby={open ? tooltipId : undefined}
        onClick={() => setOpen((shown) => !shown)}
        onMouseEnter={() => setOpen(true)}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') setOpen(false);
        }}
      >
        {staffTexts.tooltipButton}
      </button>
      <a className={styles.link} href={listingToolPath(productKey)} target="_blank" rel="noopener noreferrer" data-testid="listing-tool-link">
        {staffTexts.listingTool}
      </a>
      {open ? (
        <div id={tooltipId} role="tooltip" className={styles.tooltip} data-testid="staff-price-tooltip">
          <h2>{staffTexts.tooltipTitle}</h2>
          {info ? <Breakdown info={info} /> : <p>{prices.status === 'failed' ? staffTexts.failed : staffTexts.loading}</p>}
        </div>
      ) : null}
    </div>
  );
}

'use client';

import { useEffect, useState } from 'react';
import { thirdPartyTexts as texts } from '../third-party.texts';
import type { FeatureProps } from '../ThirdPartyIsland.client';
import styles from '../ThirdParty.module.css';

export interface ProductContentInput {
  /** The EAN barcodes of the product's variants, the default colour's first. */
  eans: string[];
}

interface Content {
  brand: string;
  headline: string | undefined;
  paragraphs: Array<{ heading?: string; text: string }>;
  specifications: Array<{ label: string; value: string }>;
  shades: Array<{ name: string; hex: string }>;
}

/** Third-party product content keyed by EAN barcode (P §2): the first barcode the provider has content for; nothing when none. */
export default function ProductContent({ input }: FeatureProps<ProductContentInput>) {
  const [content, setContent] = useState<Content | null>(null);
  useEffect(() => {
    let live = true;
    (async () => {
      for (const ean of input.eans.slice(0, 3)) {
        const response = await fetch(`/_api/third-party/product-content/${encodeURIComponent(ean)}`).catch(() => undefined);
        const found = response?.ok ? ((await response.json()) as { content: Content | null }).content : null;
        if (found) {
          if (live) setContent(found);
          return;
        }
      }
    })();
    return () => {
      live = false;
    };
  }, [input.eans]);
  if (!content) return null;
  return (
    <section className={styles.content} aria-label={texts.contentHeading} data-testid="product-content">
      <h2>{texts.contentHeading}</h2>
      {content.headline ? <h3>{content.headline}</h3> : null}
      {content.paragraphs.map((paragraph, index) => (
        <div key={index}>
          {paragraph.heading ? <h3>{paragraph.heading}</h3> : null}
          <p>{paragraph.text}</p>
        </div>
      ))}
      {content.specifications.length ? (
        <dl className={styles.specs}>
          {content.specifications.map((row) => (
            <div key={row.label} style={{ display: 'contents' }}>
              <dt>{row.label}</dt>
              <dd>{row.value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {content.shades.length > 1 ? (
        <>
          <h3>{texts.shades}</h3>
          <ul className={styles.shades}>
            {content.shades.map((shade) => (
              <li key={shade.name}>
                <span style={{ background: shade.hex }} />
                {shade.name}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}

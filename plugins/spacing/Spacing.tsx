import type { ModelOutput } from '@storefront/cms-models/define';
import type { BlockComponentProps } from '../core/plugin';
import type { spacingModel, spacingSizes } from './model';
import styles from './Spacing.module.css';

type Size = (typeof spacingSizes)[number];

export interface SpacingContent {
  size: Size;
  mobileSize: Size;
  divider: boolean;
}

export function toSpacingContent(fields: ModelOutput<typeof spacingModel>): SpacingContent {
  return { size: fields.size, mobileSize: fields.mobileSize ?? fields.size, divider: fields.divider };
}

export function Spacing({ content }: BlockComponentProps<SpacingContent, undefined>) {
  return (
    <div
      className={styles.spacing}
      data-size={content.size}
      data-mobile-size={content.mobileSize}
      data-testid="spacing"
      aria-hidden={content.divider ? undefined : true}
    >
      {content.divider ? <hr className={styles.divider} /> : null}
    </div>
  );
}

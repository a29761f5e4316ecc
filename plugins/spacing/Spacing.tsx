import type { BlockComponentProps } from '../core/renderer';
import type { SpacingContent } from './content';
import styles from './Spacing.module.css';

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

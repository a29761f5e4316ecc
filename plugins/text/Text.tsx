import type { BlockComponentProps } from '../core/renderer';
import type { TextContent } from './content';
import { RichText } from './RichText';
import styles from './Text.module.css';

export function Text({ content, context }: BlockComponentProps<TextContent, undefined>) {
  return (
    <div className={styles.text} data-align={content.alignment} data-width={content.width} data-testid="text-block" {...context.fieldTags(content.id, 'body')}>
      <RichText document={content.body} />
    </div>
  );
}

import type { CSSProperties } from 'react';
import type { CmsImage } from '@storefront/cms-models/define';
import { safeUrl } from '@storefront/cms-models/safe-url';
import type { BlockComponentProps } from '../core/renderer';
import { imageSrcSet, imageUrl } from '../shared/image-url';
import type { ImageContent } from './content';
import styles from './ImageBlock.module.css';

const WIDTHS = [480, 768, 1080, 1440, 1920, 2560] as const;

function naturalRatio(image: CmsImage): number {
  return image.width && image.height ? image.width / image.height : 16 / 9;
}

export function ImageBlock({ content, context }: BlockComponentProps<ImageContent, undefined>) {
  const desktopRatio = content.ratio ?? naturalRatio(content.image);
  const mobileSource = content.mobileImage ?? content.image;
  const mobileRatio = content.ratio ?? naturalRatio(mobileSource);
  const frame = { '--desktop-ratio': desktopRatio, '--mobile-ratio': mobileRatio } as CSSProperties;
  const picture = (
    <picture>
      {content.mobileImage ? (
        <source
          media="(max-width: 767px)"
          srcSet={imageSrcSet(content.mobileImage.url, WIDTHS.slice(0, 4), mobileRatio)}
          sizes="100vw"
        />
      ) : null}
      <img
        className={styles.img}
        src={imageUrl(content.image.url, { w: 1440, h: Math.round(1440 / desktopRatio), fit: 'fill', fm: 'webp', q: 75 })}
        srcSet={imageSrcSet(content.image.url, WIDTHS, desktopRatio)}
        sizes="(max-width: 1440px) 100vw, 1440px"
        alt={content.image.alt}
        width={1440}
        height={Math.round(1440 / desktopRatio)}
        loading={context.eager ? 'eager' : 'lazy'}
        fetchPriority={context.eager ? 'high' : 'auto'}
        {...context.fieldTags(content.id, 'image')}
      />
    </picture>
  );
  // Checked again where it becomes an href (the boundary already did).
  const href = content.href === undefined ? undefined : safeUrl(content.href);
  return (
    <figure className={styles.figure} style={frame} data-testid="image-block">
      {href ? (
        <a className={styles.link} href={href} aria-label={content.caption ?? content.image.alt}>
          {picture}
        </a>
      ) : (
        picture
      )}
      {content.caption ? (
        <figcaption className={styles.caption} {...context.fieldTags(content.id, 'caption')}>
          {content.caption}
        </figcaption>
      ) : null}
    </figure>
  );
}

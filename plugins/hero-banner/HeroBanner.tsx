import type { CSSProperties } from 'react';
import { preload } from 'react-dom';
import type { CmsImage } from '@storefront/cms-models/define';
import { safeUrl } from '@storefront/cms-models/safe-url';
import type { BlockComponentProps } from '../core/renderer';
import { brandCategoryLink } from '../shared/product/rules/product-links';
import { imageSrcSet, imageUrl } from '../shared/image-url';
import type { HeroBannerContent, HeroHotspot, HeroLink } from './content';
import { FadeInOnView } from './FadeInOnView.client';
import styles from './HeroBanner.module.css';

const WIDTHS = [480, 768, 1080, 1440, 1920, 2560] as const;
const FALLBACK_RATIO = 16 / 7;
const MOBILE = '(max-width: 767px)';
const DESKTOP = '(min-width: 768px)';

function ratioOf(image: CmsImage, fallback: number) {
  return image.width && image.height ? image.width / image.height : fallback;
}

type CssVars = CSSProperties & Record<`--${string}`, string | number | undefined>;

function linkStyle(link: HeroLink): CssVars {
  const { style } = link;
  return {
    '--link-text': style.textColour,
    '--link-background': style.transparent ? 'transparent' : style.backgroundColour,
    '--link-border': style.borderColour,
    '--link-hover-text': style.hover?.textColour,
    '--link-hover-background': style.hover?.backgroundColour,
    '--link-hover-border': style.hover?.borderColour,
  };
}

function hotspotStyle(spot: HeroHotspot): CssVars {
  return {
    '--d-left': `${spot.desktop.percentage_startX}%`,
    '--d-top': `${spot.desktop.percentage_startY}%`,
    '--d-width': `${spot.desktop.percentage_endX - spot.desktop.percentage_startX}%`,
    '--d-height': `${spot.desktop.percentage_endY - spot.desktop.percentage_startY}%`,
    '--m-left': `${spot.mobile.percentage_startX}%`,
    '--m-top': `${spot.mobile.percentage_startY}%`,
    '--m-width': `${spot.mobile.percentage_endX - spot.mobile.percentage_startX}%`,
    '--m-height': `${spot.mobile.percentage_endY - spot.mobile.percentage_startY}%`,
  };
}

export function HeroBanner({ content, context }: BlockComponentProps<HeroBannerContent, undefined>) {
  const desktopRatio = ratioOf(content.image, FALLBACK_RATIO);
  const mobileImage = content.mobileImage ?? content.image;
  const mobileRatio = ratioOf(mobileImage, desktopRatio);
  const isSplit = content.layout.startsWith('split');
  const sizes = isSplit ? '(max-width: 767px) 100vw, 60vw' : '100vw';
  const mediaStyle: CssVars = { '--desktop-ratio': desktopRatio, '--mobile-ratio': mobileRatio };
  const mobileSrcSet = imageSrcSet(mobileImage.url, WIDTHS.slice(0, 4), mobileRatio, { q: 78 });
  const desktopSrc = imageUrl(content.image.url, { w: 1440, h: Math.round(1440 / desktopRatio), fit: 'fill', fm: 'webp', q: 78 });
  const desktopSrcSet = imageSrcSet(content.image.url, WIDTHS, desktopRatio, { q: 78 });
  if (context.eager && desktopSrc) {
    // React preloads a plain eager <img> by itself, not one in a <picture>: without these the
    // browser finds the hero (the page's largest paint) only after the head's scripts and styles.
    preload(desktopSrc, { as: 'image', imageSrcSet: mobileSrcSet, imageSizes: '100vw', fetchPriority: 'high', media: MOBILE });
    preload(desktopSrc, { as: 'image', imageSrcSet: desktopSrcSet, imageSizes: sizes, fetchPriority: 'high', media: DESKTOP });
  }
  const contentStyle: CssVars = { '--hero-text': content.textColour, '--hero-panel': content.panelColour };
  const linksStyle: CssVars = { '--per-line': content.linksPerLine, '--per-line-mobile': Math.min(content.linksPerLine, 2) };

  const copy = (
    <>
      {content.eyebrow ? (
        <p className={styles.eyebrow} {...context.fieldTags(content.id, 'eyebrow')}>
          {content.eyebrow}
        </p>
      ) : null}
      {content.heading ? (
        <h2 className={styles.heading} {...context.fieldTags(content.id, 'heading')}>
          {content.heading}
        </h2>
      ) : null}
      {content.body ? (
        <p className={styles.body} {...context.fieldTags(content.id, 'body')}>
          {content.body}
        </p>
      ) : null}
      {content.links.length > 0 ? (
        <ul className={styles.links} data-direction={content.linksDirection} style={linksStyle}>
          {content.links.map((link) => (
            <li key={link.id}>
              <a
                className={styles.link}
                href={safeUrl(brandCategoryLink(link.href, { pagePath: context.pagePath, autoApply: link.applyBrandFilter }))}
                data-hover={link.style.hover ? 'true' : undefined}
                style={linkStyle(link)}
                {...context.fieldTags(link.id, 'label')}
              >
                {link.label}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );

  return (
    <section
      className={styles.hero}
      data-layout={content.layout}
      data-darken={content.darkenImage ? 'true' : undefined}
      aria-label={content.heading ?? content.image.alt}
      data-testid="hero-banner"
    >
      <div className={styles.media} style={mediaStyle}>
        <picture>
          <source media={MOBILE} srcSet={mobileSrcSet} sizes="100vw" />
          <img
            className={styles.image}
            src={desktopSrc}
            srcSet={desktopSrcSet}
            sizes={sizes}
            alt={content.image.alt}
            width={1440}
            height={Math.round(1440 / desktopRatio)}
            loading={context.eager ? 'eager' : 'lazy'}
            fetchPriority={context.eager ? 'high' : 'auto'}
            decoding={context.eager ? 'sync' : 'async'}
            {...context.fieldTags(content.id, 'image')}
          />
        </picture>
        {content.hotspots.map((spot) => (
          <a
            key={spot.id}
            className={styles.hotspot}
            href={safeUrl(spot.href)}
            aria-label={spot.label}
            style={hotspotStyle(spot)}
            data-transparent={spot.transparent ? 'true' : undefined}
          >
            {spot.image ? (
              <img className={styles.hotspotImage} src={imageUrl(spot.image.url, { w: 480, fm: 'webp' })} alt="" loading="lazy" />
            ) : null}
          </a>
        ))}
      </div>
      {content.heading || content.body || content.links.length > 0 || content.eyebrow ? (
        <div className={styles.contentArea} style={contentStyle}>
          {context.eager ? (
            <div className={styles.content}>{copy}</div>
          ) : (
            <FadeInOnView className={styles.content}>{copy}</FadeInOnView>
          )}
        </div>
      ) : null}
    </section>
  );
}

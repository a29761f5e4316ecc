import type { CmsImage, ModelOutput } from '@storefront/cms-models/define';
import { heroBannerModel, linksPerLine, type HotspotCoords } from './model';

export interface HeroLinkStyle {
  textColour: string | undefined;
  backgroundColour: string | undefined;
  borderColour: string | undefined;
  transparent: boolean;
  /** Present only when the editor enabled hover colours. */
  hover: { textColour: string | undefined; backgroundColour: string | undefined; borderColour: string | undefined } | undefined;
}

export interface HeroLink {
  id: string;
  label: string;
  href: string;
  /** On a brand page, a category link gets the brand's collection filter (L §2). */
  applyBrandFilter: boolean;
  style: HeroLinkStyle;
}

export interface HeroHotspot {
  id: string;
  label: string;
  href: string;
  desktop: HotspotCoords;
  mobile: HotspotCoords;
  image: CmsImage | undefined;
  transparent: boolean;
}

export interface HeroBannerContent {
  id: string;
  eyebrow: string | undefined;
  heading: string | undefined;
  body: string | undefined;
  image: CmsImage;
  mobileImage: CmsImage | undefined;
  layout: 'overlay-left' | 'overlay-centre' | 'overlay-right' | 'split-image-left' | 'split-image-right';
  textColour: string | undefined;
  panelColour: string | undefined;
  darkenImage: boolean;
  links: HeroLink[];
  linksDirection: 'rows' | 'columns';
  /** Links per row (rows) or per column (columns). */
  linksPerLine: number;
  hotspots: HeroHotspot[];
}

export function toHeroBannerContent(fields: ModelOutput<typeof heroBannerModel>, entry: { id: string }): HeroBannerContent {
  const linksDirection = fields.linksDirection ?? 'rows';
  return {
    id: entry.id,
    eyebrow: fields.eyebrow,
    heading: fields.heading,
    body: fields.body,
    image: fields.image,
    mobileImage: fields.mobileImage,
    layout: fields.layout ?? 'overlay-centre',
    textColour: fields.textColour,
    panelColour: fields.panelColour,
    darkenImage: fields.darkenImage,
    links: fields.links.map(({ id, fields: link }) => ({
      id,
      label: link.label,
      href: link.href,
      applyBrandFilter: link.autoApplyBrandFilter ?? false,
      style: {
        textColour: link.textColour,
        backgroundColour: link.backgroundColour,
        borderColour: link.borderColour,
        transparent: link.transparentBackground,
        hover: link.enableHoverOver
          ? {
              textColour: link.hoverTextColour,
              backgroundColour: link.hoverBackgroundColour,
              borderColour: link.hoverBorderColour,
            }
          : undefined,
      },
    })),
    linksDirection,
    linksPerLine: linksPerLine(linksDirection === 'rows' ? fields.stackedLinksPerRow : fields.stackedLinksPerColumn),
    hotspots: fields.hotspots.map(({ id, fields: spot }) => ({
      id,
      label: spot.altText,
      href: spot.imageHotspotLink,
      desktop: spot.desktopCoords,
      mobile: spot.mobileCoords ?? spot.desktopCoords,
      image: spot.imageHotspotSrc,
      transparent: spot.imageHotspotTransparentBackground,
    })),
  };
}

import type { RichTextDocument } from '@storefront/cms-models/rich-text';
import type { ContentBuilder, Link } from './export-builders';

/** Seed-content helpers, one per content type, producing entries in export format. */
export interface HeroLinkSpec {
  label: string;
  href: string;
  textColour?: string;
  backgroundColour?: string;
  borderColour?: string;
  transparentBackground?: boolean;
  autoApplyBrandFilter?: boolean;
  hover?: { textColour?: string; backgroundColour?: string; borderColour?: string };
}

export interface HotspotSpec {
  label: string;
  href: string;
  desktop: [number, number, number, number];
  mobile?: [number, number, number, number];
}

export interface HeroSpec {
  eyebrow?: string;
  heading?: string;
  body?: string;
  image: Link;
  mobileImage?: Link;
  layout?: 'overlay-left' | 'overlay-centre' | 'overlay-right' | 'split-image-left' | 'split-image-right';
  textColour?: string;
  panelColour?: string;
  darkenImage?: boolean;
  links?: HeroLinkSpec[];
  linksDirection?: 'rows' | 'columns';
  stackedLinksPerRow?: string;
  stackedLinksPerColumn?: string;
  hotspots?: HotspotSpec[];
  visibility?: Link;
}

/** A badge entry's fields (cms-models/src/badge.ts). */
export interface BadgeSpec {
  name: string;
  fascia?: string;
  placement: string;
  categorySlug?: string;
  productKeys?: string[];
  excludedClassifications?: string[];
  includedDepartments?: string[];
  priority?: number;
  text1: string;
  text2?: string;
  discount?: number;
  icon?: 'gift' | 'star' | 'leaf';
  backgroundColor?: string;
  textColor?: string;
  borderColor?: string;
}

const coords = ([startX, startY, endX, endY]: [number, number, number, number]) => ({
  percentage_startX: startX,
  percentage_startY: startY,
  percentage_endX: endX,
  percentage_endY: endY,
});

export function seedBlocks(builder: ContentBuilder) {
  return {
    /** A generated campaign image (the embedded image endpoint draws it). */
    campaign(id: string, theme: string, seed: number, width: number, height: number, description: string): Link {
      return builder.image(id, {
        title: description,
        description,
        url: `/_img/campaigns/${theme}/${seed}`,
        width,
        height,
      });
    },

    /** A product's own generated photograph (front view). */
    productImage(id: string, key: string, colour: string, description: string): Link {
      return builder.image(id, { title: description, description, url: `/_img/products/${key}/${colour}/1`, width: 1200, height: 1800 });
    },

    roundel(id: string, title: string, link: string, image: Link): Link {
      return builder.entry(id, 'listingRoundel', { title, link, image });
    },

    categoryCard(id: string, callToAction: string, href: string, image: Link): Link {
      return builder.entry(id, 'listingCategoryCard', { callToAction, href, image });
    },

    listingContent(id: string, fields: { categorySlug: string; fascia?: string; heading?: string; bannerMarkdown?: string; roundels?: Link[]; categoryCards?: Link[]; bottomSeoMarkdown?: string; metaTitle?: string; metaDescription?: string }): Link {
      return builder.entry(id, 'listingContent', fields);
    },

    badge(id: string, fields: BadgeSpec): Link {
      return builder.entry(id, 'badge', { ...fields, productKeys: fields.productKeys && fields.productKeys.length > 0 ? fields.productKeys : undefined });
    },

    hero(id: string, internalName: string, spec: HeroSpec): Link {
      const links = (spec.links ?? []).map((link, index) =>
        builder.entry(`${id}-link-${index + 1}`, 'heroBannerLink', {
          label: link.label,
          href: link.href,
          textColour: link.textColour,
          backgroundColour: link.backgroundColour,
          borderColour: link.borderColour,
          transparentBackground: link.transparentBackground ?? false,
          autoApplyBrandFilter: link.autoApplyBrandFilter ?? false,
          enableHoverOver: link.hover !== undefined,
          hoverTextColour: link.hover?.textColour,
          hoverBackgroundColour: link.hover?.backgroundColour,
          hoverBorderColour: link.hover?.borderColour,
        }),
      );
      const hotspots = (spec.hotspots ?? []).map((spot, index) =>
        builder.entry(`${id}-hotspot-${index + 1}`, 'heroBannerHotspot', {
          altText: spot.label,
          imageHotspotLink: spot.href,
          desktopCoords: coords(spot.desktop),
          mobileCoords: spot.mobile ? coords(spot.mobile) : undefined,
          imageHotspotTransparentBackground: true,
        }),
      );
      return builder.entry(id, 'heroBanner', {
        internalName,
        eyebrow: spec.eyebrow,
        heading: spec.heading,
        body: spec.body,
        image: spec.image,
        mobileImage: spec.mobileImage,
        layout: spec.layout,
        textColour: spec.textColour,
        panelColour: spec.panelColour,
        darkenImage: spec.darkenImage ?? false,
        links,
        linksDirection: spec.linksDirection,
        stackedLinksPerRow: spec.stackedLinksPerRow,
        stackedLinksPerColumn: spec.stackedLinksPerColumn,
        hotspots,
        visibility: spec.visibility,
      });
    },

    text(id: string, internalName: string, body: RichTextDocument, options: { alignment?: 'left' | 'centre'; width?: 'narrow' | 'standard' | 'wide'; visibility?: Link } = {}): Link {
      return builder.entry(id, 'text', { internalName, body, ...options });
    },

    image(id: string, internalName: string, options: { image: Link; mobileImage?: Link; aspectRatio?: string; caption?: string; href?: string }): Link {
      return builder.entry(id, 'image', { internalName, ...options });
    },

    spacing(id: string, size: 'xs' | 's' | 'm' | 'l' | 'xl', options: { mobileSize?: 'xs' | 's' | 'm' | 'l' | 'xl'; divider?: boolean } = {}): Link {
      return builder.entry(id, 'spacing', { internalName: `Spacing ${size}`, size, ...options });
    },

    gridByQuery(id: string, internalName: string, options: { heading?: string; subheading?: string; query: string; limit?: number; columns?: '4' | '5'; ctaLabel?: string; ctaHref?: string }): Link {
      const { query, ...rest } = options;
      return builder.entry(id, 'productGrid', { internalName, source: 'searchQuery', searchQuery: query, ...rest });
    },

    gridByKeys(id: string, internalName: string, options: { heading?: string; subheading?: string; keys: string[]; columns?: '4' | '5'; ctaLabel?: string; ctaHref?: string }): Link {
      const { keys, ...rest } = options;
      return builder.entry(id, 'productGrid', { internalName, source: 'productKeys', productKeys: keys, limit: keys.length, ...rest });
    },

    section(id: string, internalName: string, content: Link[], options: { backgroundColour?: string; fullWidth?: boolean; removeVerticalPadding?: boolean; visibility?: Link } = {}): Link {
      return builder.entry(id, 'section', { internalName, content, fullWidth: false, removeVerticalPadding: false, ...options });
    },

    visibility(id: string, internalName: string, options: { hideForLoggedInUsers?: boolean; hideForGuestUsers?: boolean }): Link {
      return builder.entry(id, 'visibilityConfig', {
        internalName,
        hideForLoggedInUsers: options.hideForLoggedInUsers ?? false,
        hideForGuestUsers: options.hideForGuestUsers ?? false,
      });
    },

    page(id: string, options: { title: string; slug: string; fascia?: string; metaTitle?: string; metaDescription?: string; robots?: string; sections: Link[] }): Link {
      return builder.entry(id, 'page', options);
    },
  };
}

export type SeedBlocks = ReturnType<typeof seedBlocks>;

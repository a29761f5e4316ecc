import { z } from 'zod';
import { defineContentType, field } from '@storefront/cms-models/define';
import { visibilityField } from '@storefront/cms-models/structure';

/** A call-to-action link on a hero banner, with its own colours and hover colours. */
export const heroBannerLinkModel = defineContentType({
  id: 'heroBannerLink',
  name: 'Hero banner link',
  description: 'A button on a hero banner.',
  displayField: 'label',
  fields: {
    label: field.symbol({ name: 'Label', required: true, localized: true, maxLength: 40 }),
    href: field.url({ name: 'Link', required: true }),
    textColour: field.colour({ name: 'Text colour' }),
    backgroundColour: field.colour({ name: 'Background colour' }),
    borderColour: field.colour({ name: 'Border colour' }),
    transparentBackground: field.boolean({ name: 'Transparent background' }),
    // L §2: on a known brand's page, a category link then filters to that brand's collection.
    autoApplyBrandFilter: field.boolean({ name: 'Filter to the brand on brand pages' }),
    enableHoverOver: field.boolean({ name: 'Use hover colours' }),
    hoverTextColour: field.colour({ name: 'Hover text colour' }),
    hoverBackgroundColour: field.colour({ name: 'Hover background colour' }),
    hoverBorderColour: field.colour({ name: 'Hover border colour' }),
  },
});

const percentage = z.number().min(0).max(100);

/** A rectangle on the image in percentages of its width and height. */
export const hotspotCoordsSchema = z
  .object({
    percentage_startX: percentage,
    percentage_startY: percentage,
    percentage_endX: percentage,
    percentage_endY: percentage,
  })
  .refine((c) => c.percentage_endX > c.percentage_startX && c.percentage_endY > c.percentage_startY, {
    message: 'End must be to the right of and below start',
  });

export type HotspotCoords = z.output<typeof hotspotCoordsSchema>;

/** A clickable area over the banner image (e.g. one outfit in a group shot). */
export const heroBannerHotspotModel = defineContentType({
  id: 'heroBannerHotspot',
  name: 'Hero banner hotspot',
  description: 'A clickable area over the banner image.',
  displayField: 'altText',
  fields: {
    altText: field.symbol({ name: 'Accessible label', required: true, localized: true }),
    imageHotspotLink: field.url({ name: 'Link', required: true }),
    desktopCoords: field.json({ name: 'Desktop area (%)', required: true, schema: hotspotCoordsSchema }),
    mobileCoords: field.json({ name: 'Mobile area (%)', schema: hotspotCoordsSchema }),
    imageHotspotSrc: field.image({ name: 'Overlay image' }),
    imageHotspotTransparentBackground: field.boolean({ name: 'Transparent background', defaultValue: true }),
  },
});

export const heroLayouts = ['overlay-left', 'overlay-centre', 'overlay-right', 'split-image-left', 'split-image-right'] as const;

/**
 * Spec: stacked links per row or column default to 1 when not a number. Editors type these
 * into a short-text field, so "2" counts and "two" or "" fall back to 1.
 */
export function linksPerLine(value: string | undefined): number {
  const parsed = value === undefined || value.trim() === '' ? Number.NaN : Number(value);
  return Number.isInteger(parsed) && parsed >= 1 ? Math.min(parsed, 6) : 1;
}

export const heroBannerModel = defineContentType({
  id: 'heroBanner',
  name: 'Hero banner',
  description: 'A large image with a heading, copy, stacked call-to-action links and hotspots.',
  displayField: 'internalName',
  fields: {
    internalName: field.symbol({ name: 'Internal name', required: true }),
    eyebrow: field.symbol({ name: 'Eyebrow', localized: true, maxLength: 60 }),
    heading: field.symbol({ name: 'Heading', localized: true, maxLength: 90 }),
    body: field.text({ name: 'Body', localized: true, maxLength: 400 }),
    image: field.image({ name: 'Image (desktop)', required: true }),
    mobileImage: field.image({ name: 'Image (mobile)' }),
    layout: field.choice({ name: 'Layout', choices: heroLayouts }),
    textColour: field.colour({ name: 'Text colour' }),
    panelColour: field.colour({ name: 'Text panel colour', helpText: 'Background of the text area in split layouts.' }),
    darkenImage: field.boolean({ name: 'Darken image behind text' }),
    links: field.entries({ name: 'Links', to: () => [heroBannerLinkModel], maxItems: 8 }),
    linksDirection: field.choice({ name: 'Stack links in', choices: ['rows', 'columns'] as const }),
    stackedLinksPerRow: field.symbol({ name: 'Links per row', helpText: 'A number; anything else means 1.' }),
    stackedLinksPerColumn: field.symbol({ name: 'Links per column', helpText: 'A number; anything else means 1.' }),
    hotspots: field.entries({ name: 'Hotspots', to: () => [heroBannerHotspotModel], maxItems: 12 }),
    visibility: visibilityField(),
  },
});

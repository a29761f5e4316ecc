import { siteIds } from './sites';
import { defineContentType, field } from './define';

/** Hides a block or section from signed-in shoppers or from guests. */
export const visibilityConfigModel = defineContentType({
  id: 'visibilityConfig',
  name: 'Visibility config',
  description: 'Hide a block from signed-in shoppers or from guests.',
  displayField: 'internalName',
  fields: {
    internalName: field.symbol({ name: 'Internal name', required: true }),
    hideForLoggedInUsers: field.boolean({ name: 'Hide for signed-in shoppers' }),
    hideForGuestUsers: field.boolean({ name: 'Hide for guests' }),
  },
});

/** The optional visibility reference every block and section carries. */
export function visibilityField() {
  return field.entry({ name: 'Visibility', to: () => [visibilityConfigModel] });
}

/** A container around one or more blocks: background, width and spacing. */
export const sectionModel = defineContentType({
  id: 'section',
  name: 'Section',
  description: 'Wraps blocks with a background colour, full-width option and spacing control.',
  displayField: 'internalName',
  fields: {
    internalName: field.symbol({ name: 'Internal name', required: true }),
    backgroundColour: field.colour({ name: 'Background colour' }),
    fullWidth: field.boolean({ name: 'Full width', helpText: 'Let the content run edge to edge.' }),
    removeVerticalPadding: field.boolean({ name: 'Remove vertical padding' }),
    content: field.blocks({ name: 'Content', required: true, maxItems: 12 }),
    visibility: visibilityField(),
  },
});

export const robotsChoices = ['index,follow', 'noindex,follow', 'index,nofollow', 'noindex,nofollow'] as const;

/** A page of a brand site, composed of sections. */
export const pageModel = defineContentType({
  id: 'page',
  name: 'Page',
  description: 'A content page of one brand site, built from sections and blocks.',
  displayField: 'title',
  fields: {
    title: field.symbol({ name: 'Title', required: true, localized: true }),
    slug: field.symbol({
      name: 'Slug',
      required: true,
      widget: 'slugEditor',
      helpText: '"/" is the home page; "summer-edit" is served at /pages/summer-edit.',
      pattern: { regexp: '^(?:/|[a-z0-9]+(?:-[a-z0-9]+)*(?:/[a-z0-9]+(?:-[a-z0-9]+)*)*)$', message: 'Use "/" or lowercase words joined by - and /' },
    }),
    metaTitle: field.symbol({ name: 'Meta title', localized: true, maxLength: 70 }),
    metaDescription: field.text({ name: 'Meta description', localized: true, maxLength: 160 }),
    robots: field.choice({ name: 'Robots', choices: robotsChoices }),
    fascia: field.choice({
      name: 'Brand site',
      choices: siteIds,
      helpText: 'The site this page belongs to; leave empty to share it with every site.',
    }),
    sections: field.blocks({ name: 'Sections', allowSections: true, helpText: 'Sections, or blocks placed directly.' }),
  },
});

/** Every structural (non-block) model. */
export const structuralModels = [pageModel, sectionModel, visibilityConfigModel] as const;

/** The files of a new block, named after its kebab-case folder: a minimal model that works end to end. */

export interface BlockNames {
  /** The folder: promo-strip. */
  folder: string;
  /** The content type id and variable prefix: promoStrip. */
  id: string;
  /** The component: PromoStrip. */
  component: string;
  /** What editors read: Promo strip. */
  label: string;
}

export function blockNames(folder: string): BlockNames {
  const words = folder.split('-');
  const capitalised = words.map((word) => word[0]!.toUpperCase() + word.slice(1));
  return {
    folder,
    id: words[0]! + capitalised.slice(1).join(''),
    component: capitalised.join(''),
    label: [capitalised[0], ...words.slice(1)].join(' '),
  };
}

const model = ({ id, label }: BlockNames) => `import { defineContentType, field } from '@storefront/cms-models/define';
import { visibilityField } from '@storefront/cms-models/structure';

export const ${id}Model = defineContentType({
  id: '${id}',
  name: '${label}',
  description: '${label}: a heading, centred in the page width.',
  displayField: 'internalName',
  fields: {
    internalName: field.symbol({ name: 'Internal name', required: true }),
    heading: field.symbol({ name: 'Heading', required: true, localized: true, maxLength: 120 }),
    visibility: visibilityField(),
  },
});
`;

const content = ({ id, component }: BlockNames) => `import type { ModelOutput } from '@storefront/cms-models/define';
import type { ${id}Model } from './model';

/** What the component shows: the app's own shape, never the CMS entry. */
export interface ${component}Content {
  id: string;
  heading: string;
}

export function to${component}Content(fields: ModelOutput<typeof ${id}Model>, entry: { id: string }): ${component}Content {
  return { id: entry.id, heading: fields.heading };
}
`;

const fixtures = ({ id, folder, label }: BlockNames) => `import type { BlockFixture } from '../core/manifest';
import { fixtureEntry } from '../shared/fixture-nodes';

export const ${id}Fixtures: readonly BlockFixture[] = [
  {
    name: 'A heading',
    entry: fixtureEntry('fx-${folder}', '${id}', { internalName: '${label}', heading: 'New season, new arrivals' }),
  },
  {
    name: 'Invalid: no heading',
    invalid: true,
    entry: fixtureEntry('fx-${folder}-invalid', '${id}', { internalName: 'Missing heading' }),
  },
];
`;

const manifest = ({ id, component, label }: BlockNames) => `import { defineBlockManifest } from '../core/manifest';
import { to${component}Content } from './content';
import { ${id}Fixtures } from './fixtures';
import { ${id}Model } from './model';

export const ${id}Manifest = defineBlockManifest({
  model: ${id}Model,
  label: '${label}',
  description: 'A heading, centred in the page width.',
  thumbnail:
    '<svg viewBox="0 0 64 40" xmlns="http://www.w3.org/2000/svg"><rect width="64" height="40" rx="3" fill="#f4f1ec"/><rect x="12" y="17" width="40" height="6" rx="1" fill="#333"/></svg>',
  toContent: to${component}Content,
  fixtures: ${id}Fixtures,
});
`;

const component = ({ id, component: name }: BlockNames) => `import type { BlockComponentProps } from '../core/renderer';
import type { ${name}Content } from './content';
import styles from './${name}.module.css';

export function ${name}({ content, context }: BlockComponentProps<${name}Content, undefined>) {
  return (
    <div className={styles.block} data-testid="${id}-block">
      <h2 className={styles.heading} {...context.fieldTags(content.id, 'heading')}>
        {content.heading}
      </h2>
    </div>
  );
}
`;

const stylesheet = () => `.block {
  max-width: var(--sf-max-width);
  margin: 0 auto;
  padding: 1.5rem var(--sf-gutter);
  text-align: center;
}

.heading {
  margin: 0;
  font-size: clamp(1.5rem, 1.2rem + 1.5vw, 2.25rem);
}
`;

const renderer = ({ id, component: name }: BlockNames) => `import { defineBlockRenderer } from '../core/renderer';
import { ${name} } from './${name}';
import { ${id}Manifest } from './manifest';

export const ${id}Renderer = defineBlockRenderer(${id}Manifest, { Component: ${name} });
`;

const test = ({ id, folder, label }: BlockNames) => `import { describe, expect, it } from 'vitest';
import { fixtureEntry } from '../shared/fixture-nodes';
import { parseFixture, renderFixture } from '../testing/render';
import { ${id}Manifest } from './manifest';
import { ${id}Renderer } from './renderer';

const entry = (fields: Record<string, unknown>) => fixtureEntry('${folder}-1', '${id}', { internalName: '${label}', ...fields });

describe('${label.toLowerCase()} block', () => {
  it('shows its heading as a level-two heading', async () => {
    const { html } = await renderFixture(${id}Renderer, entry({ heading: 'Summer sale' }));
    expect(html).toMatch(/<h2[^>]*>Summer sale<\\/h2>/);
  });

  it('rejects an entry without a heading', () => {
    expect(parseFixture(${id}Manifest, entry({})).result.success).toBe(false);
  });
});
`;

/** Every file of the block, by its path inside the block's folder. */
export function blockFiles(names: BlockNames): Record<string, string> {
  return {
    'model.ts': model(names),
    'content.ts': content(names),
    'fixtures.ts': fixtures(names),
    'manifest.ts': manifest(names),
    [`${names.component}.tsx`]: component(names),
    [`${names.component}.module.css`]: stylesheet(),
    'renderer.ts': renderer(names),
    [`${names.folder}.test.ts`]: test(names),
  };
}

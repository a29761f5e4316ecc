import type { BlockFixture } from '../core/manifest';
import { fixtureEntry } from '../shared/fixture-nodes';
import { rt } from '../shared/rich-text-builders';

export const textFixtures: readonly BlockFixture[] = [
  {
    name: 'Centred intro with a link',
    entry: fixtureEntry('fx-text-intro', 'text', {
      internalName: 'Home intro',
      alignment: 'centre',
      width: 'narrow',
      body: rt.doc(
        rt.h(2, 'Dressed for every date'),
        rt.p(
          'From first-light brunches to black-tie weddings, this season is built on ',
          rt.text('easy elegance', 'italic'),
          '. ',
          rt.link('/categories/women/dresses', 'Discover the new dresses'),
          '.',
        ),
      ),
    }),
  },
  {
    name: 'Long copy with list and quote; unsafe link rendered as text',
    entry: fixtureEntry('fx-text-story', 'text', {
      internalName: 'Brand story',
      body: rt.doc(
        rt.h(3, 'Made to last'),
        rt.p('Every piece in our responsible edit meets at least one of these standards:'),
        rt.ul('Recycled or organic fibres', 'Low-impact dyes', 'Audited, fairly paid makers'),
        rt.quote('Buy less, choose well, make it last.'),
        rt.p(rt.link('javascript:alert(1)', 'This link is not followed')),
      ),
    }),
  },
  {
    name: 'Invalid: body is not rich text',
    invalid: true,
    entry: fixtureEntry('fx-text-invalid', 'text', { internalName: 'Broken text', body: '<p>raw html</p>' }),
  },
];

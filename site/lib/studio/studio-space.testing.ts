import { createManagementApi } from '@storefront/content-space/management/api';
import { ContentEvents } from '@storefront/content-space/management/events';
import { importSpaceExport } from '@storefront/content-space/import/import-space-export';
import type { Database } from '@storefront/db/client';
import { rt } from '@storefront/plugins/shared/rich-text-builders';
import { seedBlocks } from '@storefront/seed/content/blocks';
import { ContentBuilder, SEED_LOCALE } from '@storefront/seed/content/export-builders';
import { contentTypesExport } from '@storefront/seed/content/storefront-space';
import { upsertEditor } from '@storefront/shopper/accounts/editors';
import { createStudioContent, type StudioContent } from '../contentful/management-client';
import { startStudioSession } from './sessions';

export const TEST_SPACE = 'storefront';
export const EDITOR_PASSWORD = 'studio-pass-123';

/**
 * A small storefront space for the studio's tests: every content type of the registry, a Hartley
 * home page (hero with links and hotspots, text with a visibility config), a Coast page and a
 * shared page; the Hartley summer page reuses the home page's text section.
 */
export async function buildStudioSpace(db: Database) {
  const builder = new ContentBuilder();
  const b = seedBlocks(builder);
  const image = b.campaign('img-party', 'partywear', 1, 2400, 1000, 'Party dresses');
  const guestsOnly = b.visibility('vis-guests', 'Guests only', { hideForLoggedInUsers: true });
  const hero = b.hero('hv-hero', 'Home hero', {
    heading: 'Dressed for the Season',
    image,
    layout: 'overlay-left',
    links: [{ label: 'Shop women', href: '/categories/women' }],
    hotspots: [{ label: 'Shop dresses', href: '/categories/women/dresses', desktop: [10, 10, 40, 90] }],
  });
  const sharedText = b.section('hv-text-section', 'Gifting text', [b.text('hv-text', 'Gifting', rt.doc(rt.p('Gifts they will love')), { visibility: guestsOnly })]);
  b.page('hv-home', { title: 'Home', slug: '/', fascia: 'hartley', sections: [b.section('hv-hero-section', 'Hero', [hero]), sharedText] });
  b.page('hv-summer', { title: 'Summer edit', slug: 'summer-edit', fascia: 'hartley', sections: [sharedText] });
  b.page('coast-home', { title: 'Coast home', slug: '/', fascia: 'coast', sections: [b.section('coast-section', 'Coast text', [b.text('coast-text', 'Coast', rt.doc(rt.p('Occasionwear')))])] });
  b.page('shared-delivery', { title: 'Delivery', slug: 'informational/delivery', sections: [] });
  await importSpaceExport(db, {
    spaceId: TEST_SPACE,
    data: {
      ...contentTypesExport(),
      locales: [{ name: 'English (United Kingdom)', code: SEED_LOCALE, fallbackCode: null, default: true, optional: false, contentDeliveryApi: true, contentManagementApi: true }],
      entries: builder.entries,
      assets: builder.assets,
    },
  });
  const events = new ContentEvents();
  const management = createManagementApi({ db, basePath: '/_content', events });
  return { management, events };
}

/** An editor account with a live studio session, and the studio's content adapter acting as them. */
export async function studioEditor(db: Database, management: ReturnType<typeof createManagementApi>, email = 'ed@studio.test') {
  const account = await upsertEditor(db, { email, password: EDITOR_PASSWORD, name: 'Ed Itor' });
  if (!account.ok) throw new Error(account.message);
  const session = await startStudioSession(db, account.userId);
  const content: StudioContent = createStudioContent({ kind: 'embedded', handle: management.handle, spaceId: TEST_SPACE, environmentId: 'master', accessToken: session.token });
  return { userId: account.userId, token: session.token, content };
}

// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CmsEntry } from '@storefront/cms-models/nodes';
import { blockManifests } from '@storefront/plugins/blocks';
import type { PreviewParent, PreviewParentOptions } from '../../channel/parent';
import { toPaletteItems } from '../palette-items';
import type { StudioEntry, StudioEntryTree } from '../types';
import type { EditorApi } from './editor-actors';
import { PageEditor } from './PageEditor.client';

afterEach(cleanup);

beforeAll(() => {
  // jsdom has <dialog> without its modal methods.
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
  // jsdom lays nothing out; dnd-kit's keyboard sorting moves between the items' boxes, so each
  // section gets a box by its place in the list.
  Element.prototype.getBoundingClientRect = function getBoundingClientRect(this: Element) {
    const item = this.closest('[data-testid="page-section"]');
    const index = item ? [...item.parentElement!.children].indexOf(item) : 0;
    const top = item ? index * 60 : 0;
    const height = item ? 50 : 0;
    return { x: 0, y: top, top, left: 0, width: item ? 260 : 0, height, right: item ? 260 : 0, bottom: top + height, toJSON: () => ({}) } as DOMRect;
  };
});

const link = (id: string, linkType: 'Entry' | 'Asset' = 'Entry') => ({ sys: { type: 'Link', linkType, id } });

function studioEntry(id: string, contentType: string, fields: Record<string, unknown>, version = 4): StudioEntry {
  return { id, contentType, version, status: 'published', createdAt: '2025-01-01T00:00:00Z', updatedAt: '2025-01-02T00:00:00Z', publishedAt: '2025-01-02T00:00:00Z', publishedVersion: version - 1, fields };
}

const doc = (text: string) => ({ nodeType: 'document', data: {}, content: [{ nodeType: 'paragraph', data: {}, content: [{ nodeType: 'text', value: text, marks: [], data: {} }] }] });

function pageTree(): StudioEntryTree {
  return {
    rootId: 'home',
    locale: 'en-GB',
    entries: {
      home: studioEntry('home', 'page', { title: 'Home', slug: '/', sections: [link('hero'), link('intro'), link('gap')] }),
      hero: studioEntry('hero', 'heroBanner', { internalName: 'Summer edit', heading: 'Hello', image: link('img', 'Asset'), links: [link('cta')] }),
      cta: studioEntry('cta', 'heroBannerLink', { label: 'Shop now', href: '/sale' }),
      intro: studioEntry('intro', 'text', { internalName: 'Intro', body: doc('Welcome') }),
      gap: studioEntry('gap', 'spacing', { internalName: 'Gap' }),
    },
    assets: { img: { id: 'img', version: 1, status: 'published', title: 'Beach', description: '', url: '/a/beach.jpg', fileName: 'beach.jpg', contentType: 'image/jpeg', width: 1600, height: 900 } },
  };
}

function fakeApi(overrides: Partial<EditorApi> = {}): EditorApi {
  const unexpected = (name: string) => () => Promise.reject(new Error(`unexpected call: ${name}`));
  return {
    fetchEntryTree: async () => ({ ok: true, tree: pageTree(), scheduled: [] }),
    // A saved draft moves the version on; the published version stays (so there is something to publish).
    saveEntry: vi.fn(async (id: string, version: number | undefined, fields: Record<string, unknown>, contentType?: string) => ({
      ok: true as const,
      entry: { ...studioEntry(id, contentType ?? pageTree().entries[id]?.contentType ?? 'page', fields, (version ?? 0) + 1), publishedVersion: pageTree().entries[id]?.publishedVersion ?? null },
    })),
    publishEntry: unexpected('publishEntry'),
    unpublishEntry: unexpected('unpublishEntry'),
    fetchSnapshots: unexpected('fetchSnapshots'),
    fetchSnapshot: unexpected('fetchSnapshot'),
    schedulePublish: unexpected('schedulePublish'),
    cancelScheduledPublish: unexpected('cancelScheduledPublish'),
    uploadAsset: unexpected('uploadAsset'),
    searchEntries: unexpected('searchEntries'),
    ...overrides,
  };
}

/** The studio's end of the preview channel, recording what the editor sends it. */
function fakePreview() {
  const sent: Array<{ entry: CmsEntry; viewer: string | undefined }> = [];
  const highlighted: Array<string | null> = [];
  let options: PreviewParentOptions | undefined;
  const create = (given: PreviewParentOptions): PreviewParent => {
    options = given;
    return {
      setData(entry, setOptions = {}) {
        sent.push({ entry, viewer: setOptions.viewer });
        return { ok: true, seq: sent.length };
      },
      highlight: (entryId) => void highlighted.push(entryId),
      connected: true,
      dispose: () => undefined,
    };
  };
  return { create, sent, highlighted, options: () => options! };
}

async function openEditor(api = fakeApi()) {
  const preview = fakePreview();
  render(
    <PageEditor
      pageId="home"
      previewUrl="http://hartley.localhost:3000/api/draft?secret=s&slug=%2F"
      palette={toPaletteItems(blockManifests)}
      crumbs={[{ label: 'Hartley & Vale', href: '/studio/sites/hartley' }]}
      siteName="Hartley & Vale"
      pagePath="/"
      api={api}
      createPreview={preview.create}
    />,
  );
  await screen.findByRole('list', { name: 'Sections' });
  return { api, preview, user: userEvent.setup() };
}

const sectionNames = () => within(screen.getByRole('list', { name: 'Sections' })).getAllByRole('listitem').map((item) => item.getAttribute('aria-label'));
const status = () => screen.getAllByRole('status').find((element) => element.closest('[role="toolbar"]'))!;

describe('the page editor', () => {
  it('lists the sections by type and name, with every plugin in the palette and the page’s own fields open', async () => {
    await openEditor();
    expect(sectionNames()).toEqual(['Hero banner — Summer edit', 'Text — Intro', 'Spacing — Gap']);
    for (const manifest of blockManifests) expect(screen.getByRole('button', { name: `Add ${manifest.label}` })).toBeTruthy();
    const settings = screen.getByRole('region', { name: 'Page settings' });
    expect(within(settings).getByLabelText(/^Title/)).toHaveProperty('value', 'Home');
    // The page's blocks are edited in the sections list, not again in the form.
    expect(within(settings).queryByRole('group', { name: /^Sections/ })).toBeNull();
    expect(screen.getByTitle('Page preview').tagName).toBe('IFRAME');
  });

  it('adds a block from the palette at the end, and opens its form', async () => {
    const { user } = await openEditor();
    await user.click(screen.getByRole('button', { name: 'Add Text' }));
    expect(sectionNames()).toEqual(['Hero banner — Summer edit', 'Text — Intro', 'Spacing — Gap', 'Text']);
    const form = screen.getByRole('region', { name: 'Block settings' });
    const name = within(form).getByLabelText(/^Internal name/);
    await waitFor(() => expect(document.activeElement).toBe(name));
    await user.type(name, 'Outro');
    expect(sectionNames().at(-1)).toBe('Text — Outro');
    expect(status().textContent).toBe('Unsaved changes');
  });

  it('adds one block after another, each at the end', async () => {
    const { user } = await openEditor();
    await user.click(screen.getByRole('button', { name: 'Add Text' }));
    await user.click(screen.getByRole('button', { name: 'Add Spacing' }));
    expect(sectionNames()).toEqual(['Hero banner — Summer edit', 'Text — Intro', 'Spacing — Gap', 'Text', 'Spacing']);
  });

  it('moves a section with the keyboard (Space, arrow, Space), announcing each step, and undoes it', async () => {
    const { user } = await openEditor();
    const handle = screen.getByRole('button', { name: 'Move Hero banner — Summer edit' });
    handle.focus();
    await user.keyboard(' ');
    await waitFor(() => expect(screen.getByTestId('sections-announcer').textContent).toBe('Picked up Hero banner — Summer edit, position 1 of 3.'));
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(screen.getByTestId('sections-announcer').textContent).toMatch(/over position 2 of 3/));
    await user.keyboard(' ');
    await waitFor(() => expect(sectionNames()).toEqual(['Text — Intro', 'Hero banner — Summer edit', 'Spacing — Gap']));
    expect(screen.getByTestId('sections-announcer').textContent).toBe('Hero banner — Summer edit dropped at position 2 of 3.');

    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(sectionNames()).toEqual(['Hero banner — Summer edit', 'Text — Intro', 'Spacing — Gap']);
    await user.click(screen.getByRole('button', { name: 'Redo' }));
    expect(sectionNames()).toEqual(['Text — Intro', 'Hero banner — Summer edit', 'Spacing — Gap']);
    // Ctrl+Z outside the form undoes too.
    fireEvent.keyDown(document.body, { key: 'z', ctrlKey: true });
    expect(sectionNames()).toEqual(['Hero banner — Summer edit', 'Text — Intro', 'Spacing — Gap']);
  });

  it('removes a section, and undo brings it back', async () => {
    const { user } = await openEditor();
    await user.click(screen.getByRole('button', { name: 'Remove Text — Intro' }));
    expect(sectionNames()).toEqual(['Hero banner — Summer edit', 'Spacing — Gap']);
    await user.keyboard('{Control>}z{/Control}');
    expect(sectionNames()).toEqual(['Hero banner — Summer edit', 'Text — Intro', 'Spacing — Gap']);
  });

  it('sends every edit to the preview before anything is saved, with the guest/signed-in switch', async () => {
    const { api, preview, user } = await openEditor();
    expect(preview.sent.at(-1)!.entry.fields.title).toBe('Home');
    expect(preview.sent.at(-1)!.viewer).toBe('guest');
    await user.click(screen.getByRole('button', { name: 'Edit Hero banner — Summer edit' }));
    const heading = within(screen.getByRole('region', { name: 'Block settings' })).getByLabelText(/^Heading/);
    await user.type(heading, '!');
    const hero = (preview.sent.at(-1)!.entry.fields.sections as CmsEntry[])[0]!;
    expect(hero.fields.heading).toBe('Hello!');
    expect(hero.fields.image).toMatchObject({ kind: 'asset', url: '/a/beach.jpg' });
    expect(api.saveEntry).not.toHaveBeenCalled();

    await user.click(screen.getByRole('radio', { name: 'Signed in' }));
    expect(preview.sent.at(-1)!.viewer).toBe('signed-in');
    await user.click(screen.getByRole('radio', { name: 'Mobile' }));
    expect(screen.getByTitle('Page preview').getAttribute('width')).toBe('390');
  });

  it('undoes typing in a field in one step, and enables Save draft only while there are changes', async () => {
    const { user } = await openEditor();
    const save = screen.getByRole('button', { name: 'Save draft' });
    expect(save).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Undo' })).toHaveProperty('disabled', true);
    await user.click(screen.getByRole('button', { name: 'Edit Text — Intro' }));
    const name = within(screen.getByRole('region', { name: 'Block settings' })).getByLabelText(/^Internal name/);
    await user.type(name, ' copy');
    expect(save).toHaveProperty('disabled', false);
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(name).toHaveProperty('value', 'Intro');
    expect(save).toHaveProperty('disabled', true);
  });

  it('opens the clicked block’s form from the preview and focuses the field (click-to-edit); hovering highlights', async () => {
    const { preview, user } = await openEditor();
    act(() => preview.options().onFieldClick?.({ source: 'storefront-preview', version: 1, type: 'field-click', entryId: 'cta', fieldId: 'label' }));
    const form = await screen.findByRole('region', { name: 'Block settings' });
    expect(within(form).getByRole('heading', { name: 'Summer edit' })).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(within(form).getByDisplayValue('Shop now')));
    expect(preview.highlighted.at(-1)).toBe('cta');
    await user.hover(within(form).getByLabelText(/^Heading/));
    expect(preview.highlighted.at(-1)).toBe('hero');
  });

  it('saves, and on a conflict shows both versions and keeps mine over theirs', async () => {
    const theirs = studioEntry('hero', 'heroBanner', { internalName: 'Summer edit', heading: 'Their heading', image: link('img', 'Asset'), links: [link('cta')] }, 7);
    const saveEntry = vi
      .fn<EditorApi['saveEntry']>()
      .mockResolvedValueOnce({ ok: false, status: 409, conflict: { message: 'Changed by someone else', current: theirs, yours: { version: 4, fields: {} } } })
      .mockImplementation(async (id, version, fields) => ({ ok: true, entry: studioEntry(id, 'heroBanner', fields, (version ?? 0) + 1) }));
    const { user } = await openEditor(fakeApi({ saveEntry }));
    await user.click(screen.getByRole('button', { name: 'Edit Hero banner — Summer edit' }));
    const heading = within(screen.getByRole('region', { name: 'Block settings' })).getByLabelText(/^Heading/);
    await user.clear(heading);
    await user.type(heading, 'My heading');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));

    const dialog = await screen.findByRole('alertdialog', { name: 'Someone else changed this page' });
    const row = within(dialog).getByRole('row', { name: /^Heading/ });
    const [theirCell, myCell] = within(row).getAllByRole('cell');
    expect(within(dialog).getByRole('columnheader', { name: 'Their version' })).toBeTruthy();
    expect(within(dialog).getByRole('columnheader', { name: 'Your version' })).toBeTruthy();
    expect(theirCell!.textContent).toBe('Their heading');
    expect(myCell!.textContent).toBe('My heading');

    await user.click(within(dialog).getByRole('button', { name: 'Keep mine' }));
    await waitFor(() => expect(status().textContent).toBe('Saved'));
    expect(saveEntry).toHaveBeenLastCalledWith('hero', 7, expect.objectContaining({ heading: 'My heading' }), undefined);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('takes theirs on a conflict: their text replaces mine in the form', async () => {
    const theirs = studioEntry('intro', 'text', { internalName: 'Their intro', body: doc('Welcome') }, 9);
    const saveEntry = vi.fn<EditorApi['saveEntry']>().mockResolvedValueOnce({ ok: false, status: 409, conflict: { message: 'Changed', current: theirs, yours: { version: 4, fields: {} } } });
    const { user } = await openEditor(fakeApi({ saveEntry }));
    await user.click(screen.getByRole('button', { name: 'Edit Text — Intro' }));
    await user.type(within(screen.getByRole('region', { name: 'Block settings' })).getByLabelText(/^Internal name/), ' (mine)');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Take theirs' }));
    await waitFor(() => expect(sectionNames()).toContain('Text — Their intro'));
    expect(within(screen.getByRole('region', { name: 'Block settings' })).getByLabelText(/^Internal name/)).toHaveProperty('value', 'Their intro');
  });

  it('shows a refused save in the server’s words', async () => {
    const saveEntry = vi.fn<EditorApi['saveEntry']>(async () => ({ ok: false, status: 400, message: 'fields.internalName: Required' }));
    const { user } = await openEditor(fakeApi({ saveEntry }));
    await user.click(screen.getByRole('button', { name: 'Remove Spacing — Gap' }));
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect((await screen.findByRole('alert')).textContent).toContain('fields.internalName: Required');
  });

  it('lists the history and restores a version into the draft', async () => {
    const old: StudioEntryTree = { rootId: 'home', locale: 'en-GB', entries: { home: studioEntry('home', 'page', { title: 'Old home', slug: '/', sections: [link('gap')] }) }, assets: {} };
    const { user, preview } = await openEditor(
      fakeApi({
        fetchSnapshots: async () => ({ ok: true, snapshots: [{ id: 's2', createdAt: '2025-03-01T10:00:00Z', version: 6 }, { id: 's1', createdAt: '2025-02-01T10:00:00Z', version: 3 }] }),
        fetchSnapshot: async () => ({ ok: true, tree: old }),
      }),
    );
    await user.click(screen.getByRole('button', { name: 'History' }));
    const dialog = await screen.findByRole('dialog', { name: 'Version history' });
    await within(dialog).findByText('Version 3');
    await user.click(within(dialog).getAllByRole('button', { name: 'Restore' })[1]!);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Version history' })).toBeNull());
    expect(sectionNames()).toEqual(['Spacing — Gap']);
    expect(status().textContent).toBe('Restored');
    expect(preview.sent.at(-1)!.entry.fields.title).toBe('Old home');
  });

  it('schedules a publish at a future time and cancels it', async () => {
    const schedulePublish = vi.fn<EditorApi['schedulePublish']>(async (at, entries) => ({ ok: true, scheduled: entries.map((entry) => ({ id: `sa-${entry.id}`, entryId: entry.id, at })) }));
    const cancelScheduledPublish = vi.fn<EditorApi['cancelScheduledPublish']>(async () => ({ ok: true }));
    const { user } = await openEditor(fakeApi({ schedulePublish, cancelScheduledPublish }));
    await user.click(screen.getByRole('button', { name: 'Edit Text — Intro' }));
    await user.type(within(screen.getByRole('region', { name: 'Block settings' })).getByLabelText(/^Internal name/), '!');
    await user.click(screen.getByRole('button', { name: 'Schedule publish' }));
    const dialog = await screen.findByRole('dialog', { name: 'Schedule publish' });
    fireEvent.change(within(dialog).getByLabelText('Publish at'), { target: { value: '2001-01-01T10:00' } });
    await user.click(within(dialog).getByRole('button', { name: 'Schedule' }));
    expect(within(dialog).getByText(/time in the future/)).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Publish at'), { target: { value: '2099-05-01T10:00' } });
    await user.click(within(dialog).getByRole('button', { name: 'Schedule' }));
    await waitFor(() => expect(status().textContent).toBe('Scheduled'));
    expect(schedulePublish).toHaveBeenCalledWith(new Date('2099-05-01T10:00').toISOString(), [{ id: 'intro', version: 5 }]);
    expect(screen.queryByRole('dialog', { name: 'Schedule publish' })).toBeNull();
    expect(screen.getByText(/Scheduled to publish on/).textContent).toContain('2099');

    await user.click(screen.getByRole('button', { name: 'Cancel schedule' }));
    await waitFor(() => expect(status().textContent).toBe('Schedule cancelled'));
    expect(cancelScheduledPublish).toHaveBeenCalledWith('sa-intro');
    expect(screen.queryByText(/Scheduled to publish on/)).toBeNull();
  });

  it('asks before leaving with unsaved changes', async () => {
    const { user } = await openEditor();
    const clean = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(clean);
    expect(clean.defaultPrevented).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Remove Spacing — Gap' }));
    const dirty = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(dirty);
    expect(dirty.defaultPrevented).toBe(true);
  });
});

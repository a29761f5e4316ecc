// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CmsEntry } from '@storefront/cms-models/nodes';
import type { FieldPatch } from './entries';
import { entry, Harness } from './test-support';

afterEach(cleanup);

const link = (id: string, label: string, href = '/sale') => entry(id, 'heroBannerLink', { label, href });
const hero = (fields: Record<string, unknown> = {}) => entry('hero1', 'heroBanner', { internalName: 'Summer hero', ...fields });
const ids = (value: unknown) => (value as CmsEntry[] | undefined)?.map((item) => item.id);

function setup(initial: CmsEntry, props: Partial<Parameters<typeof Harness>[0]> = {}) {
  const patches: FieldPatch[] = [];
  let next = 0;
  const user = userEvent.setup();
  render(<Harness initial={initial} patches={patches} createEntryId={() => `new${++next}`} {...props} />);
  return { patches, user };
}

/** The group of a composite field (references, media, rich text), found by its label. */
const group = (name: string) => screen.getByRole('group', { name: new RegExp(`^${name}( \\(required\\))?$`) });

describe('entry form: references', () => {
  it('lists linked entries by their display field and type, and edits a nested entry in place', async () => {
    const { patches, user } = setup(hero({ links: [link('l1', 'Shop dresses'), link('l2', 'Shop linen')] }));
    const links = group('Links');
    const toggles = within(links).getAllByRole('button', { expanded: false });
    expect(toggles.map((button) => button.textContent)).toEqual(['▸Shop dresseshero banner link'.replace('hero banner link', 'Hero banner link'), '▸Shop linenHero banner link']);
    await user.click(toggles[1]!);
    const label = within(links).getByLabelText(/^Label/);
    expect(label).toHaveProperty('value', 'Shop linen');
    await user.type(label, '!');
    expect(patches.at(-1)).toEqual({ entryId: 'l2', fieldId: 'label', value: 'Shop linen!' });
    expect(within(links).getByRole('button', { expanded: true }).textContent).toContain('Shop linen!');
  });

  it('reorders with the move buttons and Alt+arrow keys, announcing the new place', async () => {
    const { patches, user } = setup(hero({ links: [link('l1', 'One'), link('l2', 'Two'), link('l3', 'Three')] }));
    const links = group('Links');
    expect(within(links).getByRole('button', { name: 'Move One up' })).toHaveProperty('disabled', true);
    await user.click(within(links).getByRole('button', { name: 'Move One down' }));
    expect(ids(patches.at(-1)!.value)).toEqual(['l2', 'l1', 'l3']);
    expect(within(links).getByText('One moved to position 2 of 3')).toBeTruthy();
    within(links).getByRole('button', { name: /Three/, expanded: false }).focus();
    await user.keyboard('{Alt>}{ArrowUp}{/Alt}');
    expect(ids(patches.at(-1)!.value)).toEqual(['l2', 'l3', 'l1']);
    await user.keyboard('{Alt>}{ArrowUp}{/Alt}');
    expect(ids(patches.at(-1)!.value)).toEqual(['l3', 'l2', 'l1']);
    const count = patches.length;
    await user.keyboard('{Alt>}{ArrowUp}{/Alt}');
    expect(patches.length).toBe(count);
    expect(within(links).getByRole('button', { name: 'Move One down' })).toHaveProperty('disabled', true);
  });

  it('reorders by dragging a card onto another', async () => {
    const { fireEvent } = await import('@testing-library/react');
    const { patches } = setup(hero({ links: [link('l1', 'One'), link('l2', 'Two'), link('l3', 'Three')] }));
    const items = within(group('Links')).getAllByRole('listitem');
    const dataTransfer = { effectAllowed: '', dropEffect: '', setData: () => {}, getData: () => '' };
    fireEvent.dragStart(items[0]!, { dataTransfer });
    fireEvent.dragOver(items[2]!, { dataTransfer });
    fireEvent.drop(items[2]!, { dataTransfer });
    expect(ids(patches.at(-1)!.value)).toEqual(['l2', 'l3', 'l1']);
  });

  it('adds a new nested entry of the allowed type, opened for editing, and removes items', async () => {
    const { patches, user } = setup(hero({ links: [link('l1', 'One')] }));
    const links = group('Links');
    await user.click(within(links).getByRole('button', { name: '+ Add hero banner link to Links' }));
    expect(patches.at(-1)).toEqual({ entryId: 'hero1', fieldId: 'links', value: [expect.objectContaining({ id: 'l1' }), { kind: 'entry', id: 'new1', contentType: 'heroBannerLink', fields: {} }] });
    expect(within(links).getByRole('button', { name: /Untitled hero banner link/, expanded: true })).toBeTruthy();
    const labels = within(links).getAllByLabelText(/^Label/);
    await user.type(labels[0]!, 'New in');
    expect(patches.at(-1)).toEqual({ entryId: 'new1', fieldId: 'label', value: 'New in' });
    await user.click(within(links).getByRole('button', { name: 'Remove One' }));
    expect(ids(patches.at(-1)!.value)).toEqual(['new1']);
    await user.click(within(links).getByRole('button', { name: 'Remove New in' }));
    expect(patches.at(-1)!.value).toBeUndefined();
    expect(within(links).getByText('Nothing here yet.')).toBeTruthy();
  });

  it('marks a nested entry that needs attention, and stops adding at the maximum', () => {
    const eight = Array.from({ length: 8 }, (_, index) => link(`l${index}`, `Link ${index}`));
    setup(hero({ links: [...eight.slice(1), entry('bad', 'heroBannerLink', { label: 'No link' })] }));
    const links = group('Links');
    const bad = within(links).getByRole('button', { name: /No link/, expanded: false }).closest('[data-entry-card]') as HTMLElement;
    expect(within(bad).getByText('Needs attention')).toBeTruthy();
    expect(within(links).getAllByText('Needs attention')).toHaveLength(1);
    expect(within(links).getByRole('button', { name: '+ Add hero banner link to Links' })).toHaveProperty('disabled', true);
    expect(within(links).getByText('8 / 8')).toBeTruthy();
  });

  it('creates, edits and removes a single reference, and shows a missing one', async () => {
    const { patches, user } = setup(hero());
    const visibility = group('Visibility');
    await user.click(within(visibility).getByRole('button', { name: '+ Add visibility config to Visibility' }));
    expect(patches.at(-1)).toEqual({ entryId: 'hero1', fieldId: 'visibility', value: { kind: 'entry', id: 'new1', contentType: 'visibilityConfig', fields: {} } });
    await user.click(within(visibility).getByLabelText(/^Hide for guests/));
    expect(patches.at(-1)).toEqual({ entryId: 'new1', fieldId: 'hideForGuestUsers', value: true });
    await user.click(within(visibility).getByRole('button', { name: /^Remove / }));
    expect(patches.at(-1)).toEqual({ entryId: 'hero1', fieldId: 'visibility', value: undefined });
    cleanup();
    setup(hero({ visibility: { kind: 'unresolved', id: 'gone', linkType: 'Entry' } }));
    expect(within(group('Visibility')).getByText('Missing entry gone')).toBeTruthy();
  });

  it('offers every block type (and sections where allowed) for block lists', async () => {
    const { patches, user } = setup(entry('page1', 'page', { title: 'Home', slug: '/' }));
    const sections = group('Sections');
    const type = within(sections).getByRole('combobox', { name: 'Content type to add to Sections' });
    expect(within(type).getAllByRole('option').map((option) => option.textContent)).toEqual(['Section', 'Hero banner', 'Text', 'Image', 'Spacing', 'Product grid']);
    await user.selectOptions(type, 'Spacing');
    await user.click(within(sections).getByRole('button', { name: '+ Add' }));
    expect(patches.at(-1)?.value).toEqual([{ kind: 'entry', id: 'new1', contentType: 'spacing', fields: {} }]);
    expect(within(sections).getByLabelText(/^Size \(desktop\)/)).toBeTruthy();
    cleanup();
    setup(entry('sec', 'section', { internalName: 'S' }));
    const content = within(group('Content')).getByRole('combobox');
    expect(within(content).queryByRole('option', { name: 'Section' })).toBeNull();
  });

  it('links an existing entry found by a search (a shared visibility config), never one already linked', async () => {
    const members = entry('vis-members', 'visibilityConfig', { internalName: 'Members only', hideForGuestUsers: true });
    const searchEntries = vi.fn(async () => [members, link('l1', 'One')]);
    const { patches, user } = setup(hero({ links: [link('l1', 'One')] }), { searchEntries });
    const visibility = group('Visibility');
    await user.click(within(visibility).getByRole('button', { name: 'Link existing… to Visibility' }));
    await user.type(within(visibility).getByLabelText('Search entries for Visibility'), 'members{Enter}');
    expect(searchEntries).toHaveBeenCalledWith({ text: 'members', contentTypes: ['visibilityConfig'] });
    await user.click(await within(visibility).findByRole('button', { name: /Members only/ }));
    expect(patches.at(-1)).toEqual({ entryId: 'hero1', fieldId: 'visibility', value: members });
    const links = group('Links');
    await user.click(within(links).getByRole('button', { name: 'Link existing… to Links' }));
    await user.click(within(links).getByRole('button', { name: 'Search' }));
    expect(await within(links).findByText('1 found')).toBeTruthy();
    expect(within(within(links).getByRole('group', { name: 'Link an existing entry to Links' })).queryByRole('button', { name: /One/ })).toBeNull();
  });

  it('says when the search for existing entries fails', async () => {
    const { user } = setup(hero(), { searchEntries: async () => Promise.reject(new Error('Search is unavailable')) });
    const visibility = group('Visibility');
    await user.click(within(visibility).getByRole('button', { name: 'Link existing… to Visibility' }));
    await user.click(within(visibility).getByRole('button', { name: 'Search' }));
    expect((await within(visibility).findByRole('alert')).textContent).toBe('Search is unavailable');
    await user.click(within(visibility).getByRole('button', { name: 'Cancel' }));
    expect(within(visibility).queryByLabelText('Search entries for Visibility')).toBeNull();
  });

  it('opens the nested card of a field to focus (click-to-edit) and focuses it, once per target', async () => {
    const patches: FieldPatch[] = [];
    const user = userEvent.setup();
    const initial = hero({ links: [link('l1', 'One'), link('l2', 'Two')] });
    const { rerender } = render(<Harness initial={initial} patches={patches} focusTarget={{ entryId: 'l2', fieldId: 'href' }} />);
    const href = document.activeElement as HTMLInputElement;
    expect(href.value).toBe('/sale');
    expect(href.closest('[data-field-id]')?.getAttribute('data-entry-id')).toBe('l2');
    const two = within(group('Links')).getByRole('button', { name: /Two/, expanded: true });
    // The editor can close it again, and an equal target given anew changes nothing.
    await user.click(two);
    expect(two.getAttribute('aria-expanded')).toBe('false');
    rerender(<Harness initial={initial} patches={patches} focusTarget={{ entryId: 'l2', fieldId: 'href' }} />);
    expect(two.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(two);
    rerender(<Harness initial={initial} patches={patches} focusTarget={{ entryId: 'l1', fieldId: 'label' }} />);
    expect((document.activeElement as HTMLInputElement).value).toBe('One');
  });
});

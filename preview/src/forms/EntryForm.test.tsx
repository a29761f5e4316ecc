// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defineContentType, field } from '@storefront/cms-models/define';
import type { FieldPatch } from './entries';
import { entry, Harness, registry } from './test-support';

afterEach(cleanup);

const last = (patches: FieldPatch[]) => patches.at(-1);

/** The control labelled with a field's name (required fields add " (required)"). */
const control = (name: string) => screen.getByLabelText(new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\(required\\))?$`));

/** The messages shown under a control (through aria-describedby). */
function messagesOf(control: HTMLElement): string {
  const ids = control.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' | ');
}

function setup(initial = entry('hero1', 'heroBanner', { internalName: 'Summer hero', heading: 'Linen days' }), props: Partial<Parameters<typeof Harness>[0]> = {}) {
  const patches: FieldPatch[] = [];
  const user = userEvent.setup();
  const view = render(<Harness initial={initial} patches={patches} {...props} />);
  return { patches, user, view };
}

describe('entry form: text fields', () => {
  it('shows a short text with its label, emits each change as a patch, and clears an emptied field', async () => {
    const { patches, user } = setup();
    const heading = control('Heading');
    expect(heading).toHaveProperty('value', 'Linen days');
    await user.type(heading, '!');
    expect(last(patches)).toEqual({ entryId: 'hero1', fieldId: 'heading', value: 'Linen days!' });
    expect(heading).toHaveProperty('value', 'Linen days!');
    await user.clear(heading);
    expect(last(patches)).toEqual({ entryId: 'hero1', fieldId: 'heading', value: undefined });
  });

  it('shows the model’s length message inline, tied to the control, and a counter', async () => {
    const { user } = setup();
    const heading = control('Heading');
    expect(heading.closest('[data-field-id]')!.textContent).toContain('10 / 90');
    await user.click(heading);
    await user.paste('x'.repeat(81));
    expect(heading.getAttribute('aria-invalid')).toBe('true');
    expect(messagesOf(heading)).toContain('Must be at most 90 characters');
  });

  it('says "Required" under an emptied required field, and shows pattern messages', async () => {
    const { user } = setup(entry('page1', 'page', { title: 'Home', slug: '/' }));
    const title = control('Title');
    expect(screen.queryByText('Required')).toBeNull();
    await user.clear(title);
    expect(messagesOf(title)).toBe('Required');
    const slug = control('Slug');
    await user.type(slug, 'Summer Sale');
    expect(messagesOf(slug)).toContain('Use "/" or lowercase words joined by - and /');
    expect(messagesOf(slug)).toContain('"/" is the home page');
  });

  it('edits long text and markdown in text areas', async () => {
    const { patches, user } = setup(entry('lc', 'listingContent', { categorySlug: 'women/dresses', bannerMarkdown: '**New**' }));
    const banner = control('Banner text (markdown)');
    expect(banner.tagName).toBe('TEXTAREA');
    expect(banner).toHaveProperty('value', '**New**');
    await user.type(banner, ' in');
    expect(last(patches)).toEqual({ entryId: 'lc', fieldId: 'bannerMarkdown', value: '**New** in' });
    expect(control('Meta description').tagName).toBe('TEXTAREA');
  });

  it('checks URLs like the storefront does: site paths and http(s), never javascript:', async () => {
    const { patches, user } = setup(entry('img1', 'image', { internalName: 'Look' }));
    const link = control('Link');
    await user.type(link, 'javascript:alert(1)');
    expect(messagesOf(link)).toContain('Must be a site path such as /pages/sale or an http(s) URL');
    await user.clear(link);
    await user.type(link, '/pages/sale');
    expect(last(patches)?.value).toBe('/pages/sale');
    expect(messagesOf(link)).toBe('');
  });

  it('marks localised fields with the locale being edited', () => {
    setup(undefined, { locale: 'en-US' });
    const headingRow = control('Heading').closest('[data-field-id]')!;
    expect(within(headingRow as HTMLElement).getByText('en-US')).toBeTruthy();
    const internalRow = control('Internal name').closest('[data-field-id]')!;
    expect(within(internalRow as HTMLElement).queryByText('en-US')).toBeNull();
  });
});

describe('entry form: numbers, booleans, choices, colours, dates, JSON, lists', () => {
  it('takes whole numbers, shows range and whole-number messages, and keeps text that is not a number out of the entry', async () => {
    const { patches, user } = setup(entry('grid', 'productGrid', { internalName: 'Grid', source: 'searchQuery', searchQuery: 'linen', limit: 8 }));
    const limit = control('Number of products');
    expect(limit).toHaveProperty('value', '8');
    await user.clear(limit);
    await user.type(limit, '30');
    expect(last(patches)).toEqual({ entryId: 'grid', fieldId: 'limit', value: 30 });
    expect(messagesOf(limit)).toContain('Must be at most 24');
    await user.clear(limit);
    await user.type(limit, '2.5');
    expect(messagesOf(limit)).toContain('Must be a whole number');
    const count = patches.length;
    await user.clear(limit);
    await user.type(limit, 'abc');
    expect(patches.length).toBe(count + 1); // only the clear
    expect(last(patches)?.value).toBeUndefined();
    expect(screen.getByRole('alert').textContent).toBe('Enter a number');
  });

  it('toggles booleans, showing the model’s default for an unset one', async () => {
    const { patches, user } = setup(entry('spot', 'heroBannerHotspot', { altText: 'Dress' }));
    const transparent = control('Transparent background');
    expect(transparent).toHaveProperty('checked', true);
    await user.click(transparent);
    expect(last(patches)).toEqual({ entryId: 'spot', fieldId: 'imageHotspotTransparentBackground', value: false });
    expect(transparent).toHaveProperty('checked', false);
  });

  it('chooses from an enum, and "—" clears it', async () => {
    const { patches, user } = setup(entry('img1', 'image', { internalName: 'Look', aspectRatio: 'ratio1:1' }));
    const ratio = control('Aspect ratio');
    expect(ratio).toHaveProperty('value', 'ratio1:1');
    expect(within(ratio).getAllByRole('option').map((option) => option.textContent)).toEqual(['—', 'original', 'ratio2:3', 'ratio1:1', 'ratio4:5', 'ratio9:16', 'ratio16:9', 'ratio21:9']);
    await user.selectOptions(ratio, 'ratio16:9');
    expect(last(patches)).toEqual({ entryId: 'img1', fieldId: 'aspectRatio', value: 'ratio16:9' });
    await user.selectOptions(ratio, '—');
    expect(last(patches)?.value).toBeUndefined();
  });

  it('edits colours as hex text or with the picker, with the model’s message for a bad colour', async () => {
    const { patches, user } = setup(entry('sec', 'section', { internalName: 'S', backgroundColour: '#fff' }));
    const colour = control('Background colour');
    expect(colour).toHaveProperty('value', '#fff');
    expect(screen.getByLabelText('Background colour: pick a colour')).toHaveProperty('value', '#ffffff');
    await user.clear(colour);
    await user.type(colour, '#12');
    expect(messagesOf(colour)).toContain('Must be a hex colour such as #1a1a1a');
    fireEvent.input(screen.getByLabelText('Background colour: pick a colour'), { target: { value: '#336699' } });
    expect(last(patches)).toEqual({ entryId: 'sec', fieldId: 'backgroundColour', value: '#336699' });
    await user.click(screen.getByRole('button', { name: 'Clear Background colour' }));
    expect(last(patches)?.value).toBeUndefined();
  });

  it('edits dates with an optional time, keeping a stored time zone', async () => {
    const eventModel = defineContentType({
      id: 'launch',
      name: 'Launch',
      description: 'A test model with the field types no registered model uses.',
      displayField: 'name',
      fields: {
        name: field.symbol({ name: 'Name' }),
        startsAt: field.date({ name: 'Starts at', required: true }),
        weight: field.number({ name: 'Weight (kg)', min: 0.1, max: 30 }),
      },
    });
    const { patches, user } = setup(entry('l1', 'launch', { name: 'Drop', startsAt: '2026-06-01T09:30:00+01:00', weight: 1.5 }), { model: eventModel });
    const day = control('Starts at');
    expect(day).toHaveProperty('value', '2026-06-01');
    const time = screen.getByLabelText('Starts at: time (optional)');
    expect(time).toHaveProperty('value', '09:30');
    fireEvent.change(day, { target: { value: '2026-06-02' } });
    expect(last(patches)).toEqual({ entryId: 'l1', fieldId: 'startsAt', value: '2026-06-02T09:30+01:00' });
    fireEvent.change(time, { target: { value: '' } });
    expect(last(patches)?.value).toBe('2026-06-02');
    fireEvent.change(day, { target: { value: '' } });
    expect(last(patches)?.value).toBeUndefined();
    await user.click(document.body);
    expect(messagesOf(day)).toBe('Required');
    const weight = control('Weight (kg)');
    await user.clear(weight);
    await user.type(weight, '0.05');
    expect(last(patches)?.value).toBe(0.05);
    expect(messagesOf(weight)).toContain('Must be at least 0.1');
  });

  it('edits a JSON object: bad JSON stays out of the entry, the model’s schema checks the shape', async () => {
    const coords = { percentage_startX: 10, percentage_startY: 10, percentage_endX: 40, percentage_endY: 60 };
    const { patches, user } = setup(entry('spot', 'heroBannerHotspot', { altText: 'Dress', imageHotspotLink: '/p/dress', desktopCoords: coords }));
    const json = control('Desktop area (%)');
    expect(JSON.parse((json as HTMLTextAreaElement).value)).toEqual(coords);
    await user.clear(json);
    const count = patches.length;
    await user.type(json, '{{"percentage_startX": 50');
    expect(screen.getByRole('alert').textContent).toMatch(/^Not valid JSON/);
    expect(patches.length).toBe(count);
    await user.clear(json);
    await user.type(json, '{{"percentage_startX": 50, "percentage_startY": 10, "percentage_endX": 20, "percentage_endY": 60}');
    expect(last(patches)?.value).toEqual({ percentage_startX: 50, percentage_startY: 10, percentage_endX: 20, percentage_endY: 60 });
    expect(messagesOf(json)).toContain('End must be to the right of and below start');
  });

  it('edits a list of short texts: Enter or comma adds, × removes, items that break the pattern are named', async () => {
    const { patches, user } = setup(entry('grid', 'productGrid', { internalName: 'Grid', source: 'productKeys', productKeys: ['SKU-1'] }));
    const keys = control('Product keys');
    await user.type(keys, 'SKU-2{Enter}bad key,');
    expect(last(patches)).toEqual({ entryId: 'grid', fieldId: 'productKeys', value: ['SKU-1', 'SKU-2', 'bad key'] });
    expect(messagesOf(keys)).toContain('Item 3: Product keys are letters, digits and dashes');
    await user.click(screen.getByRole('button', { name: 'Remove bad key' }));
    expect(last(patches)?.value).toEqual(['SKU-1', 'SKU-2']);
    await user.click(screen.getByRole('button', { name: 'Remove SKU-1' }));
    await user.click(screen.getByRole('button', { name: 'Remove SKU-2' }));
    expect(last(patches)?.value).toBeUndefined();
  });
});

describe('entry form: the model’s rules and behaviour', () => {
  it('shows the model’s cross-field rules while other fields are still invalid', () => {
    setup(entry('grid', 'productGrid', { source: 'searchQuery', ctaLabel: 'Shop' }), { showAllErrors: true });
    expect(messagesOf(control('Internal name'))).toBe('Required');
    expect(messagesOf(control('Search query'))).toContain('A search query is needed when products are chosen by search');
    expect(messagesOf(control('Button link'))).toContain('The button needs a link');
  });

  it('shows a badge’s contrast rule under the colour', () => {
    setup(entry('b', 'badge', { name: 'New', placement: 'PLP_promo', text1: 'New in', textColor: '#cccccc', backgroundColor: '#ffffff' }));
    expect(messagesOf(control('Text colour'))).toMatch(/contrast of 1\.6:1; badges need at least 4\.5:1/);
  });

  it('reports focus and hover with the entry and field, and sends Mod+Z / Mod+Shift+Z to the page editor', async () => {
    const onFieldFocus = vi.fn();
    const onEntryHover = vi.fn();
    const onUndo = vi.fn();
    const onRedo = vi.fn();
    const { user } = setup(undefined, { onFieldFocus, onEntryHover, onUndo, onRedo });
    await user.click(control('Heading'));
    expect(onFieldFocus).toHaveBeenLastCalledWith({ entryId: 'hero1', fieldId: 'heading' });
    await user.hover(control('Heading'));
    expect(onEntryHover).toHaveBeenLastCalledWith('hero1');
    await user.keyboard('{Control>}z{/Control}');
    expect(onUndo).toHaveBeenCalledTimes(1);
    await user.keyboard('{Control>}{Shift>}z{/Shift}{/Control}');
    await user.keyboard('{Control>}y{/Control}');
    expect(onRedo).toHaveBeenCalledTimes(2);
  });

  it('follows the entry it is given (an undo elsewhere shows at once)', () => {
    const patches: FieldPatch[] = [];
    const model = registry.models.find((candidate) => candidate.id === 'productGrid')!;
    const first = entry('grid', 'productGrid', { internalName: 'Grid', limit: 8 });
    const { rerender } = render(<Harness initial={first} patches={patches} model={model} key="a" />);
    expect(control('Number of products')).toHaveProperty('value', '8');
    rerender(<Harness initial={{ ...first, fields: { internalName: 'Grid', limit: 12 } }} patches={patches} model={model} key="b" />);
    expect(control('Number of products')).toHaveProperty('value', '12');
  });

  it('disables every control when read-only', () => {
    setup(undefined, { readOnly: true });
    for (const control of screen.getAllByRole('textbox')) expect(control).toHaveProperty('disabled', true);
  });
});

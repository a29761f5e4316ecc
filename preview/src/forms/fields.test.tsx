// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineContentType, field } from '@storefront/cms-models/define';
import { EntryForm } from './EntryForm';
import { fieldsFor, modelFor, type FormField } from './fields';
import { entry, registry } from './test-support';

afterEach(cleanup);

const widgetOf = (modelId: string, fieldId: string) => fieldsFor(modelFor(registry, modelId)!, registry).find((candidate) => candidate.id === fieldId)!;

describe('fieldsFor', () => {
  it('gives every field of every registered model (nested, listing and badge models too) a widget', () => {
    const ids = registry.models.map((model) => model.id);
    expect(ids).toEqual(expect.arrayContaining(['page', 'section', 'visibilityConfig', 'heroBanner', 'heroBannerLink', 'heroBannerHotspot', 'text', 'image', 'spacing', 'productGrid', 'listingContent', 'listingRoundel', 'listingCategoryCard', 'badge']));
    for (const model of registry.models) {
      const fields = fieldsFor(model, registry);
      expect(fields.map((item) => item.id)).toEqual(Object.keys(model.fields));
      for (const item of fields) expect(item.widget, `${model.id}.${item.id}`).not.toBe('unsupported');
    }
  });

  it('picks the widget and limits from each Contentful field type and validation', () => {
    const pick = (item: FormField, ...keys: string[]) => Object.fromEntries(keys.map((key) => [key, (item as unknown as Record<string, unknown>)[key]]));
    expect(pick(widgetOf('heroBanner', 'heading'), 'widget', 'maxLength', 'localized', 'required')).toEqual({ widget: 'text', maxLength: 90, localized: true, required: false });
    expect(pick(widgetOf('page', 'slug'), 'widget', 'pattern')).toEqual({ widget: 'slug', pattern: { regexp: expect.any(String), message: 'Use "/" or lowercase words joined by - and /' } });
    expect(widgetOf('heroBanner', 'body').widget).toBe('textarea');
    expect(widgetOf('listingContent', 'bannerMarkdown').widget).toBe('markdown');
    expect(widgetOf('image', 'href').widget).toBe('url');
    expect(widgetOf('section', 'backgroundColour').widget).toBe('colour');
    expect(pick(widgetOf('spacing', 'size'), 'widget', 'choices', 'required')).toEqual({ widget: 'select', choices: ['xs', 's', 'm', 'l', 'xl'], required: true });
    expect(widgetOf('section', 'fullWidth').widget).toBe('checkbox');
    expect(pick(widgetOf('productGrid', 'limit'), 'widget', 'integer', 'min', 'max')).toEqual({ widget: 'number', integer: true, min: 2, max: 24 });
    expect(pick(widgetOf('text', 'body'), 'widget', 'nodeTypes', 'marks')).toEqual({ widget: 'richText', nodeTypes: undefined, marks: undefined });
    expect(pick(widgetOf('productGrid', 'productKeys'), 'widget', 'maxItems')).toEqual({ widget: 'tags', maxItems: 24 });
    expect(widgetOf('heroBannerHotspot', 'desktopCoords').widget).toBe('json');
    expect(pick(widgetOf('image', 'image'), 'widget', 'mimeGroups', 'required')).toEqual({ widget: 'asset', mimeGroups: ['image'], required: true });
    const visibility = widgetOf('heroBanner', 'visibility');
    expect(visibility.widget === 'reference' && visibility.contentTypes.map((model) => model.id)).toEqual(['visibilityConfig']);
    const links = widgetOf('heroBanner', 'links');
    expect(links.widget === 'references' && [links.contentTypes.map((model) => model.id), links.maxItems]).toEqual([['heroBannerLink'], 8]);
    const sections = widgetOf('page', 'sections');
    expect(sections.widget === 'references' && sections.contentTypes.map((model) => model.id)).toEqual(['section', 'heroBanner', 'text', 'image', 'spacing', 'productGrid']);
  });

  it('reads rich-text node and mark restrictions, dates, decimals, and says which types it cannot edit', () => {
    const model = defineContentType({
      id: 'other',
      name: 'Other',
      description: 'Field types and validations the registered models do not use.',
      displayField: 'name',
      fields: {
        name: field.symbol({ name: 'Name' }),
        when: field.date({ name: 'When' }),
        weight: field.number({ name: 'Weight' }),
        body: { ...field.richText({ name: 'Body' }), validations: [{ enabledNodeTypes: ['heading-2', 'hyperlink'] }, { enabledMarks: ['bold'] }] },
        place: { ...field.json({ name: 'Place', schema: z.unknown() }), type: 'Location' as const },
        labels: { ...field.symbols({ name: 'Labels' }), items: undefined },
      },
    });
    const fields = Object.fromEntries(fieldsFor(model, registry).map((item) => [item.id, item]));
    expect(fields.when!.widget).toBe('date');
    expect(fields.weight).toMatchObject({ widget: 'number', integer: false });
    expect(fields.body).toMatchObject({ widget: 'richText', nodeTypes: new Set(['heading-2', 'hyperlink']), marks: new Set(['bold']) });
    expect(fields.place).toMatchObject({ widget: 'unsupported', type: 'Location' });
    expect(fields.labels).toMatchObject({ widget: 'unsupported', type: 'Array' });
    render(<EntryForm model={model} entry={entry('o', 'other')} registry={registry} onChange={() => {}} />);
    expect(screen.getByText('Location fields are edited in Contentful.')).toBeTruthy();
  });
});

describe('entry forms for every registered model', () => {
  it.each(registry.models.map((model) => [model.id, model] as const))('%s: renders an empty entry with every control labelled', (id, model) => {
    render(<EntryForm model={model} entry={entry(`${id}-1`, id)} registry={registry} onChange={() => {}} showAllErrors />);
    const controls = [...document.querySelectorAll<HTMLElement>('input, select, textarea')];
    expect(controls.length).toBeGreaterThan(0);
    for (const control of controls) {
      const labelled =
        control.getAttribute('aria-label') ||
        (control.id && document.querySelector(`label[for="${control.id}"]`)) ||
        control.closest('label') ||
        control.getAttribute('aria-labelledby');
      expect(labelled, `${id}: ${control.outerHTML.slice(0, 80)}`).toBeTruthy();
    }
    for (const [fieldId, definition] of Object.entries(model.fields)) {
      if (definition.required) expect(document.querySelector(`[data-field-id="${fieldId}"]`)?.textContent, `${id}.${fieldId}`).toContain('Required');
    }
  });
});

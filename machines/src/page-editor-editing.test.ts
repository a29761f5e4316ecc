import { describe, expect, it } from 'vitest';
import { pageEditorSelectors as select } from './pageEditor.machine';
import { assetLink, entryLink, image, start } from './testing/page-editor-fixtures';

describe('page editor: editing', () => {
  it('changes a field of any entry in the tree, clears a field, and ignores unknown entries and same values', async () => {
    const { edit, field, snapshot } = await start();
    edit('cta', 'label', 'Shop linen');
    expect(field('cta', 'label')).toBe('Shop linen');
    expect((select.tree(snapshot())!.fields.sections as Array<{ fields: { links: Array<{ fields: { label: string } }> } }>)[0]!.fields.links[0]!.fields.label).toBe(
      'Shop linen',
    );
    expect(select.isDirty(snapshot())).toBe(true);
    expect(select.changedEntryIds(snapshot())).toEqual(['cta']);
    expect(select.status(snapshot())).toBe('changed');
    edit('hero', 'heading', undefined);
    expect(select.entry(snapshot(), 'hero')!.fields).not.toHaveProperty('heading');
    const before = snapshot().context.past.length;
    edit('nope', 'heading', 'x');
    edit('cta', 'label', 'Shop linen');
    expect(snapshot().context.past.length).toBe(before);
  });

  it('is clean again when a change is typed back to what the server has', async () => {
    const { edit, snapshot } = await start();
    edit('hero', 'heading', 'Hello!');
    expect(select.isDirty(snapshot())).toBe(true);
    edit('hero', 'heading', 'Hello');
    expect(select.isDirty(snapshot())).toBe(false);
  });

  it('undoes consecutive typing in one field as one step, and starts a new step after a pause or in another field', async () => {
    const { actor, edit, field, snapshot, clock } = await start(undefined, { coalesceMs: 500 });
    for (const value of ['H', 'He', 'Hey']) {
      clock.advance(100);
      edit('hero', 'heading', value);
    }
    clock.advance(2000);
    edit('hero', 'heading', 'Hey you');
    clock.advance(100);
    edit('cta', 'label', 'Go');
    clock.advance(100);
    edit('hero', 'heading', 'Hey you!');
    expect(select.canUndo(snapshot())).toBe(true);
    expect(select.canRedo(snapshot())).toBe(false);
    actor.send({ type: 'editor.undo' });
    expect(field('hero', 'heading')).toBe('Hey you');
    actor.send({ type: 'editor.undo' });
    expect(field('cta', 'label')).toBe('Shop');
    actor.send({ type: 'editor.undo' });
    expect(field('hero', 'heading')).toBe('Hey');
    actor.send({ type: 'editor.undo' });
    expect(field('hero', 'heading')).toBe('Hello');
    expect(select.canUndo(snapshot())).toBe(false);
    actor.send({ type: 'editor.undo' });
    expect(field('hero', 'heading')).toBe('Hello');
    actor.send({ type: 'editor.redo' });
    actor.send({ type: 'editor.redo' });
    expect(field('hero', 'heading')).toBe('Hey you');
    expect(select.canRedo(snapshot())).toBe(true);
    edit('hero', 'heading', 'Other');
    expect(select.canRedo(snapshot())).toBe(false);
    actor.send({ type: 'editor.redo' });
    expect(field('hero', 'heading')).toBe('Other');
  });

  it('makes every switch of a checkbox its own undo step, and drops the oldest steps past the limit', async () => {
    const { actor, edit, field, snapshot } = await start(undefined, { historyLimit: 2 });
    edit('cta', 'transparentBackground', true);
    edit('cta', 'transparentBackground', false);
    edit('cta', 'transparentBackground', true);
    expect(snapshot().context.past).toHaveLength(2);
    actor.send({ type: 'editor.undo' });
    expect(field('cta', 'transparentBackground')).toBe(false);
    actor.send({ type: 'editor.undo' });
    expect(field('cta', 'transparentBackground')).toBe(true);
    expect(select.canUndo(snapshot())).toBe(false);
  });

  it('adds a block at an index (selected, with a fresh id unless given), removes and moves blocks', async () => {
    const { actor, snapshot } = await start();
    actor.send({ type: 'editor.addBlock', contentType: 'spacing', index: 1, id: 'gap', fields: { internalName: 'Gap', size: 'm' } });
    expect(select.blockIds(snapshot())).toEqual(['hero', 'gap', 'text']);
    expect(select.selectedId(snapshot())).toBe('gap');
    expect(select.entry(snapshot(), 'gap')).toEqual({ kind: 'entry', id: 'gap', contentType: 'spacing', fields: { internalName: 'Gap', size: 'm' } });
    actor.send({ type: 'editor.addBlock', contentType: 'text', index: 99 });
    const added = select.blockIds(snapshot())[3]!;
    expect(added).toMatch(/^[A-Za-z0-9]{22}$/);
    expect(select.entry(snapshot(), added)!.fields).toEqual({});
    actor.send({ type: 'editor.moveBlock', from: 3, to: 0 });
    expect(select.blockIds(snapshot())).toEqual([added, 'hero', 'gap', 'text']);
    actor.send({ type: 'editor.select', entryId: 'gap' });
    actor.send({ type: 'editor.removeBlock', index: 2 });
    expect(select.blockIds(snapshot())).toEqual([added, 'hero', 'text']);
    expect(select.selectedId(snapshot())).toBeUndefined();
    actor.send({ type: 'editor.select', entryId: 'hero' });
    actor.send({ type: 'editor.removeBlock', index: 0 });
    expect(select.selectedId(snapshot())).toBe('hero');
    actor.send({ type: 'editor.undo' });
    actor.send({ type: 'editor.undo' });
    expect(select.blockIds(snapshot())).toEqual([added, 'hero', 'gap', 'text']);
  });

  it('adds, removes and moves items of a nested list', async () => {
    const { actor, snapshot, field } = await start();
    actor.send({ type: 'editor.addBlock', entryId: 'hero', fieldId: 'links', contentType: 'heroBannerLink', index: 0, id: 'cta2', fields: { label: 'New' } });
    expect(field('hero', 'links')).toMatchObject([{ id: 'cta2', fields: { label: 'New' } }, { id: 'cta' }]);
    actor.send({ type: 'editor.moveBlock', entryId: 'hero', fieldId: 'links', from: 0, to: 1 });
    expect((field('hero', 'links') as Array<{ id: string }>).map((item) => item.id)).toEqual(['cta', 'cta2']);
    actor.send({ type: 'editor.removeBlock', entryId: 'hero', fieldId: 'links', index: 0 });
    expect((field('hero', 'links') as Array<{ id: string }>).map((item) => item.id)).toEqual(['cta2']);
    // A list field that is empty so far takes its first item.
    actor.send({ type: 'editor.addBlock', entryId: 'hero', fieldId: 'hotspots', contentType: 'heroBannerHotspot', index: 0, id: 'spot' });
    expect(field('hero', 'hotspots')).toMatchObject([{ id: 'spot' }]);
    expect(select.changedEntryIds(snapshot())).toEqual(['cta2', 'spot', 'hero']);
  });

  it('refuses list changes that do not fit: unknown entries, non-list fields, indices out of range, taken ids', async () => {
    const { actor, snapshot } = await start();
    const before = snapshot().context.entries;
    const refused = [
      { type: 'editor.addBlock', entryId: 'ghost', contentType: 'text', index: 0 },
      { type: 'editor.addBlock', entryId: 'hero', fieldId: 'heading', contentType: 'text', index: 0 },
      { type: 'editor.addBlock', contentType: 'text', index: 0, id: 'hero' },
      { type: 'editor.addBlock', contentType: '', index: 0 },
      { type: 'editor.removeBlock', index: 2 },
      { type: 'editor.removeBlock', index: -1 },
      { type: 'editor.removeBlock', index: 0.5 },
      { type: 'editor.moveBlock', from: 0, to: 2 },
      { type: 'editor.moveBlock', from: 1, to: 1 },
      { type: 'editor.moveBlock', from: -1, to: 0 },
    ] as const;
    for (const event of refused) {
      expect(snapshot().can(event), JSON.stringify(event)).toBe(false);
      actor.send(event);
    }
    expect(snapshot().context.entries).toBe(before);
  });

  it('takes nested entries and assets given as tree nodes (new items, uploads) and keeps held drafts over stale copies', async () => {
    const { edit, snapshot, field } = await start();
    edit('cta', 'label', 'Draft label');
    const staleCta = { kind: 'entry', id: 'cta', contentType: 'heroBannerLink', fields: { label: 'Stale' } };
    const freshCta = { kind: 'entry', id: 'cta3', contentType: 'heroBannerLink', fields: { label: 'Fresh', icon: { ...image, id: 'img2' } } };
    edit('hero', 'links', [staleCta, freshCta, { kind: 'unresolved', id: 'gone', linkType: 'Entry' }]);
    expect(field('cta', 'label')).toBe('Draft label');
    expect(field('cta3', 'label')).toBe('Fresh');
    expect(snapshot().context.entries.hero!.fields.links).toEqual([entryLink('cta'), entryLink('cta3'), entryLink('gone')]);
    expect(snapshot().context.entries.cta3!.fields.icon).toEqual(assetLink('img2'));
    expect(snapshot().context.assets.img2).toMatchObject({ id: 'img2' });
    edit('hero', 'mobileImage', { ...image, id: 'upload' });
    expect(field('hero', 'mobileImage')).toMatchObject({ kind: 'asset', id: 'upload' });
    expect(field('hero', 'links')).toMatchObject([{ id: 'cta' }, { id: 'cta3' }, { kind: 'unresolved', id: 'gone' }]);
  });

  it('registers entries and assets found elsewhere without touching held drafts', async () => {
    const { actor, edit, snapshot, field } = await start();
    edit('cta', 'label', 'Mine');
    actor.send({
      type: 'editor.register',
      entries: [
        { id: 'vis', contentType: 'visibilityConfig', fields: { internalName: 'Members' }, version: 4, publishedVersion: 3 },
        { id: 'cta', contentType: 'heroBannerLink', fields: { label: 'Server' }, version: 9 },
      ],
      assets: [{ ...image, id: 'other' }],
    });
    edit('hero', 'visibility', entryLink('vis'));
    expect(field('hero', 'visibility')).toMatchObject({ kind: 'entry', id: 'vis', fields: { internalName: 'Members' } });
    expect(field('cta', 'label')).toBe('Mine');
    expect(snapshot().context.saved.cta!.version).toBe(2);
    expect(select.changedEntryIds(snapshot())).toEqual(['cta', 'hero']);
    actor.send({ type: 'editor.register' });
    expect(snapshot().context.assets.other).toBeDefined();
  });
});

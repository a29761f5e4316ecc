import { describe, expect, it, vi } from 'vitest';
import type { CmsEntry } from '@storefront/cms-models/nodes';
import { registry } from '../blocks';
import { campaignImage, fixtureEntry } from '../shared/fixture-nodes';
import { rt } from '../shared/rich-text-builders';
import { isVisibleTo, validatePage, type PageResolution, type ResolvedBlock } from './resolve-page';

const text = (id: string, heading: string) =>
  fixtureEntry(id, 'text', { internalName: id, body: rt.doc(rt.h(2, heading)) });

const section = (id: string, content: CmsEntry[], extra: Record<string, unknown> = {}) =>
  fixtureEntry(id, 'section', { internalName: id, content, ...extra });

const page = (sections: unknown[], extra: Record<string, unknown> = {}) =>
  fixtureEntry('page-1', 'page', { title: 'Home', slug: '/', fascia: 'hartley', sections, ...extra });

const options = (onSkip = vi.fn()) => ({ registry, onSkip });

function blocksOf(result: PageResolution) {
  if (!result.ok) throw new Error(result.reason);
  return result.page.sections.flatMap((s) => s.blocks);
}

describe('validatePage (manifests only)', () => {
  it('resolves sections and blocks placed directly on the page, in order', () => {
    const result = validatePage(page([section('s1', [text('t1', 'One'), text('t2', 'Two')]), text('t3', 'Three')]), options());
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.page.sections.map((s) => s.id)).toEqual(['s1', 't3']);
    expect(result.page.sections[0]?.container).toEqual({ backgroundColour: undefined, fullWidth: false, removeVerticalPadding: false });
    expect(result.page.sections[1]?.container).toBeNull();
    expect(blocksOf(result).map((b) => b.id)).toEqual(['t1', 't2', 't3']);
    expect(result.page.warnings).toEqual([]);
  });

  it('skips an unknown content type and logs its id and reason, keeping the rest', () => {
    const onSkip = vi.fn();
    const stats = fixtureEntry('stats-1', 'stats', { heading: 'Numbers' });
    const result = validatePage(page([section('s1', [stats, text('t1', 'Kept')])]), options(onSkip));
    const blocks = blocksOf(result);
    expect(blocks.map((b) => [b.id, b.kind])).toEqual([
      ['stats-1', 'skipped'],
      ['t1', 'block'],
    ]);
    expect(onSkip).toHaveBeenCalledWith(
      expect.objectContaining({ entryId: 'stats-1', contentType: 'stats', reason: expect.stringMatching(/Unknown content type "stats"/), pageId: 'page-1' }),
    );
  });

  it('skips a block whose fields fail validation, naming the field', () => {
    const onSkip = vi.fn();
    const broken = fixtureEntry('spacing-bad', 'spacing', { internalName: 'x', size: 'gigantic' });
    const result = validatePage(page([section('s1', [broken, text('t1', 'Kept')])]), options(onSkip));
    const skipped = blocksOf(result)[0];
    expect(skipped).toMatchObject({ kind: 'skipped', id: 'spacing-bad' });
    expect(onSkip.mock.calls[0]?.[0].reason).toMatch(/size/);
  });

  it('skips a section container that fails validation but keeps other sections', () => {
    const badSection = fixtureEntry('s-bad', 'section', { internalName: 'bad', backgroundColour: 'pink', content: [text('t1', 'x')] });
    const result = validatePage(page([badSection, section('s2', [text('t2', 'Kept')])]), options());
    if (!result.ok) throw new Error(result.reason);
    expect(result.page.sections.map((s) => s.id)).toEqual(['s-bad', 's2']);
    expect(result.page.sections[0]?.blocks).toEqual([expect.objectContaining({ kind: 'skipped', contentType: 'section' })]);
    expect(blocksOf(result).filter((b) => b.kind === 'block').map((b) => b.id)).toEqual(['t2']);
    expect(result.page.warnings).toEqual([expect.objectContaining({ entryId: 's-bad', reason: expect.stringMatching(/backgroundColour/) })]);
  });

  it('drops one invalid item of a reference list with a warning, and keeps the block', () => {
    const hero = fixtureEntry('hero-1', 'heroBanner', {
      internalName: 'hero',
      image: campaignImage('img', 'occasion', 1, 1600, 700, 'alt'),
      links: [
        fixtureEntry('l-ok', 'heroBannerLink', { label: 'Shop', href: '/categories/women' }),
        fixtureEntry('l-bad', 'heroBannerLink', { label: 'Bad', href: 'javascript:alert(1)' }),
        { kind: 'unresolved', id: 'l-gone', linkType: 'Entry' },
      ],
    });
    const result = validatePage(page([hero]), options());
    if (!result.ok) throw new Error(result.reason);
    const block = blocksOf(result)[0] as ResolvedBlock;
    expect(block.kind).toBe('block');
    expect((block.content as { links: Array<{ id: string }> }).links.map((l) => l.id)).toEqual(['l-ok']);
    expect(result.page.warnings.map((w) => w.entryId)).toEqual(['l-bad', 'l-gone']);
  });

  it('treats unresolved section links as warnings', () => {
    const result = validatePage(page([{ kind: 'unresolved', id: 'gone', linkType: 'Entry' }, text('t1', 'Kept')]), options());
    if (!result.ok) throw new Error(result.reason);
    expect(result.page.sections.map((s) => s.id)).toEqual(['t1']);
    expect(result.page.warnings[0]).toMatchObject({ entryId: 'gone' });
  });

  it('refuses a page that is not valid, with the reason', () => {
    const result = validatePage(page([], { title: '' }), options());
    expect(result).toEqual({ ok: false, reason: expect.stringMatching(/title/) });
  });

  it('carries visibility config from blocks and sections', () => {
    const hideForGuests = fixtureEntry('vis-1', 'visibilityConfig', { internalName: 'members', hideForGuestUsers: true });
    const t = fixtureEntry('t1', 'text', { internalName: 't', body: rt.doc(rt.p('x')), visibility: hideForGuests });
    const result = validatePage(page([section('s1', [t])]), options());
    const block = blocksOf(result)[0] as ResolvedBlock;
    expect(block.visibility).toEqual({ hideForGuestUsers: true, hideForLoggedInUsers: false });
    expect(isVisibleTo(block.visibility, { kind: 'guest' })).toBe(false);
    expect(isVisibleTo(block.visibility, { kind: 'signed-in' })).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { fixtureEntry } from '../shared/fixture-nodes';
import { renderFixture } from '../testing/render';
import { spacingRenderer } from './renderer';

describe('spacing block', () => {
  it('uses the desktop size on mobile when no mobile size is set', async () => {
    const { html } = await renderFixture(spacingRenderer, fixtureEntry('s', 'spacing', { internalName: 's', size: 'l' }));
    expect(html).toContain('data-size="l"');
    expect(html).toContain('data-mobile-size="l"');
    expect(html).not.toContain('<hr');
  });

  it('draws a divider when asked', async () => {
    const { html } = await renderFixture(spacingRenderer, fixtureEntry('s', 'spacing', { internalName: 's', size: 's', divider: true }));
    expect(html).toContain('<hr');
  });
});

import { describe, expect, it } from 'vitest';
import { blockManifests, registry } from '../blocks';
import { rendererMap, renderers } from '../renderers';
import { textRenderer } from '../text/renderer';
import { createRenderers, type RendererMap } from './renderer';
import { RegistryError } from './registry';

const complete = { ...rendererMap };

describe('block renderers', () => {
  it('has one renderer per block manifest, drawing that very manifest', () => {
    for (const manifest of blockManifests) expect(renderers.rendererFor(manifest.model.id)?.manifest).toBe(manifest);
    expect(renderers.registry).toBe(registry);
    expect(renderers.rendererFor('stats')).toBeUndefined();
  });

  it('fails at start-up when a block has no renderer', () => {
    const { spacing: _left, ...missing } = complete;
    // @ts-expect-error -- the map must name every block: forgetting one is a type error
    expect(() => createRenderers(registry, missing)).toThrow(/Block "spacing" has no renderer/);
  });

  it('fails at start-up for a renderer of a type that is not a block', () => {
    const stray = { ...complete, stats: textRenderer };
    expect(() => createRenderers(registry, stray)).toThrow(RegistryError);
    expect(() => createRenderers(registry, stray)).toThrow(/"stats", which is not a block/);
  });

  it('fails at start-up when a renderer draws another block’s manifest', () => {
    // @ts-expect-error -- a text renderer cannot stand for the image block
    expect(() => createRenderers(registry, { ...complete, image: textRenderer })).toThrow(/"image" draws another manifest \("text"\)/);
  });

  it('is exhaustive at compile time', () => {
    // @ts-expect-error -- a stray renderer in the map literal is a type error too
    const withStray: RendererMap<typeof blockManifests> = { ...complete, stats: textRenderer };
    expect(Object.keys(withStray)).toContain('stats');
  });
});

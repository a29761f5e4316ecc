import { describe, expect, it } from 'vitest';
import { expectedFrameOrigin, frameSandbox, isFromFrame } from './provider-messages';
import { isTryOnEligible, tryOnClassification } from './try-on-eligibility';
import { initialTryOn, tryOnStep, type TryOnState } from './try-on/try-on-state';

const cats = (...slugs: string[]) => slugs.map((slug) => ({ name: slug.split('/').pop()!.replace(/-/g, ' '), slug }));

describe('virtual try-on classification (P §5) and eligibility (P §4)', () => {
  it('derives skincare, haircare, foundation or makeup from category names and slugs', () => {
    expect(tryOnClassification(cats('beauty', 'beauty/makeup'))).toBe('makeup');
    expect(tryOnClassification([{ name: 'Make-Up', slug: 'beauty/face' }])).toBe('makeup');
    expect(tryOnClassification(cats('beauty', 'beauty/makeup/foundations'))).toBe('foundation');
    expect(tryOnClassification(cats('beauty', 'beauty/skincare'))).toBe('skincare');
    expect(tryOnClassification(cats('beauty', 'beauty/haircare'))).toBe('haircare');
    expect(tryOnClassification(cats('women', 'women/dresses'))).toBeUndefined();
  });

  it('offers try-on for makeup and foundation only, never for an excluded brand', () => {
    expect(isTryOnEligible({ categories: cats('beauty', 'beauty/makeup'), brand: { id: 'gorgeous' } })).toBe(true);
    expect(isTryOnEligible({ categories: cats('beauty', 'beauty/foundation'), brand: { id: 'coast' } })).toBe(true);
    expect(isTryOnEligible({ categories: cats('beauty', 'beauty/skincare'), brand: { id: 'gorgeous' } })).toBe(false);
    expect(isTryOnEligible({ categories: cats('beauty', 'beauty/haircare'), brand: { id: 'gorgeous' } })).toBe(false);
    expect(isTryOnEligible({ categories: cats('beauty', 'beauty/makeup'), brand: { id: 'ghd' } })).toBe(false);
  });
});

describe('try-on layer states (P §4, §8)', () => {
  const run = (...events: Parameters<typeof tryOnStep>[1][]): TryOnState => events.reduce(tryOnStep, initialTryOn);
  it('opens the layer when the provider says the product is available, and closing returns', () => {
    expect(run({ type: 'open' }, { type: 'available', frameUrl: '/vto' })).toEqual({ kind: 'open', frameUrl: '/vto' });
    expect(run({ type: 'open' }, { type: 'available', frameUrl: '/vto' }, { type: 'close' })).toEqual(initialTryOn);
  });
  it('shows the unavailable message, also when it comes while the layer is open, until acknowledged', () => {
    expect(run({ type: 'open' }, { type: 'unavailable' })).toEqual({ kind: 'unavailable' });
    expect(run({ type: 'open' }, { type: 'available', frameUrl: '/vto' }, { type: 'unavailable' })).toEqual({ kind: 'unavailable' });
    expect(run({ type: 'open' }, { type: 'unavailable' }, { type: 'acknowledge' })).toEqual(initialTryOn);
    expect(run({ type: 'open' }, { type: 'unavailable' }, { type: 'close' })).toEqual({ kind: 'unavailable' });
  });
  it('does nothing when the provider did not load', () => {
    expect(run({ type: 'open' }, { type: 'notLoaded' })).toEqual(initialTryOn);
    expect(run({ type: 'available', frameUrl: '/vto' })).toEqual(initialTryOn);
  });
});

describe('provider frames', () => {
  const page = 'http://coast.localhost:3000';
  it('never gives a same-origin (embedded) provider page allow-same-origin', () => {
    expect(frameSandbox('/_embedded/revieve/vto?x=1', page, { scripts: true })).toBe('allow-scripts');
    expect(frameSandbox('/_embedded/voxelo/viewer/vx-1', page, {})).toBe('');
    expect(frameSandbox('/_embedded/review-form/write', page, { forms: true })).toBe('allow-forms');
    expect(frameSandbox('https://vto.example.com/vto', page, { scripts: true })).toBe('allow-scripts allow-same-origin');
  });

  it('believes a message only from the frame window and the origin its page was loaded from', () => {
    const frame = { contentWindow: {} as Window } as HTMLIFrameElement;
    const other = {} as Window;
    const embedded = expectedFrameOrigin('/_embedded/revieve/vto', page);
    expect(embedded).toBe('null');
    expect(isFromFrame({ source: frame.contentWindow, origin: 'null' }, frame, embedded)).toBe(true);
    expect(isFromFrame({ source: other, origin: 'null' }, frame, embedded)).toBe(false);
    expect(isFromFrame({ source: frame.contentWindow, origin: page }, frame, embedded)).toBe(false);
    const hosted = expectedFrameOrigin('https://vto.example.com/vto?p=1', page);
    expect(isFromFrame({ source: frame.contentWindow, origin: 'https://vto.example.com' }, frame, hosted)).toBe(true);
    expect(isFromFrame({ source: frame.contentWindow, origin: 'https://evil.example' }, frame, hosted)).toBe(false);
    expect(isFromFrame({ source: frame.contentWindow, origin: 'https://vto.example.com' }, null, hosted)).toBe(false);
  });
});

// @vitest-environment happy-dom
import { act, createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CustomisationField } from '@storefront/catalogue/customisation/rules';
import { BuyBox } from '../buy/BuyBox.client';
import { buyBoxModel, initialBuyBoxState } from '../buy/model';
import { click, mount, settle, unmountAll } from '../delivery/dom.testing';
import { productFixture } from '../page/product-fixture';
import { ProductSelectionProvider } from '../page/ProductSelection.client';
import { CustomisationFields } from './CustomisationFields';
import { CustomisationForm, type CustomisationState } from './CustomisationForm.client';

const field = (apiName: string, extra: Partial<CustomisationField>): CustomisationField => ({
  id: `monogram:${apiName}`,
  apiName,
  displayName: apiName,
  fieldType: 'text',
  optional: false,
  maxLength: undefined,
  placeholder: undefined,
  description: undefined,
  validationRegex: undefined,
  validationMessage: undefined,
  ...extra,
});
const monogram = [
  field('initials', { displayName: 'Initials', maxLength: 3, placeholder: 'e.g. HV', description: 'Up to three letters.', validationRegex: '^[A-Za-z]{1,3}$', validationMessage: 'Please enter up to three letters.' }),
  field('threadColour', { displayName: 'Thread colour', optional: true, maxLength: 12 }),
];

type Call = { url: string; body: unknown };

function stubServer(options: { fields?: CustomisationField[] | null } = {}) {
  const calls: Call[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    calls.push({ url, body: init.body ? JSON.parse(String(init.body)) : undefined });
    if (url.startsWith('/product-customisation/')) {
      return options.fields === null ? new Response('{"message":"No such customisation group"}', { status: 404 }) : Response.json({ fields: options.fields ?? monogram });
    }
    return Response.json({ success: true, cart: { id: 'c1', totalQuantity: 1 } });
  });
  return calls;
}

async function type(input: HTMLInputElement, value: string) {
  await act(async () => {
    const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
    setter.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

afterEach(async () => {
  await unmountAll();
  vi.unstubAllGlobals();
});

describe('the customisation form in the server’s HTML', () => {
  it('draws every field empty at its final size: label, description, placeholder, counter', () => {
    const html = renderToStaticMarkup(createElement(CustomisationFields, { groupName: 'monogram', fields: monogram }));
    expect(html).toContain('Personalise it');
    expect(html).toMatch(/<label[^>]*>Initials <\/label>/);
    expect(html).toContain('Thread colour <span');
    expect(html).toContain('(optional)');
    expect(html).toContain('placeholder="e.g. HV"');
    expect(html).toContain('3 characters max (3 remaining)');
    expect(html).toContain('12 characters max (12 remaining)');
    expect(html).toContain('readOnly=""');
    expect(html).not.toContain('Please enter up to three letters.');
  });
});

describe('the live customisation form (P §5)', () => {
  async function mountForm() {
    const states: CustomisationState[] = [];
    const calls = stubServer();
    const { container } = await mount(createElement(CustomisationForm, { groupName: 'monogram', fallback: createElement('p', null, 'drawing'), onChange: (state) => states.push(state) }));
    await settle();
    const input = (name: string) => container.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;
    const text = (name: string, testId: string) => input(name).closest('[data-testid="customisation-field"]')!.querySelector(`[data-testid="${testId}"]`)?.textContent;
    return { container, states, calls, input, text, last: () => states.at(-1)! };
  }

  it('loads the definitions from GET /product-customisation/{group}; a required field left empty is invalid', async () => {
    const form = await mountForm();
    expect(form.calls.map((call) => call.url)).toEqual(['/product-customisation/monogram']);
    expect(form.container.querySelector('[data-testid="customisation-form"]')!.getAttribute('data-ready')).toBe('true');
    expect(form.last()).toEqual({ valid: false, entries: [] });
  });

  it('counts down as the shopper types and refuses more than maxLength', async () => {
    const form = await mountForm();
    await type(form.input('initials'), 'HV');
    expect(form.text('initials', 'customisation-counter')).toBe('3 characters max (1 remaining)');
    expect(form.last()).toEqual({ valid: true, entries: [{ displayName: 'Initials', apiName: 'initials', value: 'HV' }] });
    await type(form.input('initials'), 'HVXY');
    expect(form.text('initials', 'customisation-counter')).toBe('3 characters max (-1 remaining)');
    expect(form.input('initials').getAttribute('aria-invalid')).toBe('true');
    expect(form.last().valid).toBe(false);
  });

  it('shows validationMessage when the value does not match validationRegex; an optional field may stay empty', async () => {
    const form = await mountForm();
    await type(form.input('initials'), 'H1');
    expect(form.text('initials', 'customisation-message')).toBe('Please enter up to three letters.');
    expect(form.last().valid).toBe(false);
    await type(form.input('initials'), 'HV');
    expect(form.text('initials', 'customisation-message')).toBe('');
    await type(form.input('threadColour'), 'Gold');
    expect(form.last()).toEqual({
      valid: true,
      entries: [
        { displayName: 'Initials', apiName: 'initials', value: 'HV' },
        { displayName: 'Thread colour', apiName: 'threadColour', value: 'Gold' },
      ],
    });
  });

  it('an all-optional empty form is valid', async () => {
    const states: CustomisationState[] = [];
    stubServer({ fields: [field('note', { optional: true, maxLength: 20 })] });
    await mount(createElement(CustomisationForm, { groupName: 'notes', fallback: null, onChange: (state) => states.push(state) }));
    await settle();
    expect(states.at(-1)).toEqual({ valid: true, entries: [] });
  });
});

describe('the buy box with a customisable product', () => {
  async function mountBuyBox() {
    const calls = stubServer();
    const product = productFixture({ customisationGroupName: 'monogram' });
    const model = buyBoxModel(product);
    const { container } = await mount(
      createElement(ProductSelectionProvider, {
        defaultColour: product.defaultColour,
        colours: product.colours.map((colour) => colour.colour),
        children: createElement(BuyBox, { model, initial: initialBuyBoxState(model), slots: { customisation: createElement(CustomisationFields, { groupName: 'monogram', fields: monogram }) } }),
      }),
    );
    await settle(6);
    return { container, calls, addButton: () => container.querySelector<HTMLButtonElement>('[data-testid="add-to-basket"]')!, input: (name: string) => container.querySelector<HTMLInputElement>(`input[name="${name}"]`)! };
  }

  it('keeps add to basket disabled until the form is valid, then sends the values with the line', async () => {
    const box = await mountBuyBox();
    expect(box.container.querySelector('[data-testid="buy-box"]')!.getAttribute('data-ready')).toBe('true');
    await click([...box.container.querySelectorAll('fieldset button')].find((button) => button.textContent === '10'));
    expect(box.container.querySelector('[data-testid="buy-box"]')!.getAttribute('data-size')).toBe('10');
    expect(box.addButton().disabled).toBe(true);
    await type(box.input('initials'), 'ABCD');
    expect(box.addButton().disabled).toBe(true);
    await type(box.input('initials'), 'AB');
    expect(box.addButton().disabled).toBe(false);
    await click(box.addButton());
    await settle();
    const post = box.calls.find((call) => call.url === '/_api/basket/addToCart');
    expect(post?.body).toEqual({ items: [{ sku: 'CST12345-black-10', quantity: 1, customFields: [{ displayName: 'Initials', apiName: 'initials', value: 'AB' }] }] });
  });

  it('is disabled in the server’s drawing of a customisable product', () => {
    const product = productFixture({ customisationGroupName: 'monogram' });
    const model = buyBoxModel(product);
    const html = renderToStaticMarkup(
      createElement(ProductSelectionProvider, { defaultColour: 'black', colours: ['black', 'sage'], children: createElement(BuyBox, { model, initial: initialBuyBoxState(model), slots: { customisation: createElement(CustomisationFields, { groupName: 'monogram', fields: monogram }) } }) }),
    );
    expect(html).toMatch(/data-testid="add-to-basket" disabled=""/);
    expect(html).toContain('data-testid="customisation-form"');
  });
});

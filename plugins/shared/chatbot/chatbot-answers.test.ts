import { describe, expect, it } from 'vitest';
import { chatReply, chatSession } from './chatbot-answers';

const product = {
  product_id: 'HV-100',
  product_name: 'Satin Midi Dress',
  product_price: '£45.00',
  product_url: '/product/satin-midi-dress?colour=sage',
  product_image: '/_img/products/HV-100/sage/1',
  product_availability: 'in stock',
  matchReason: 'Sage, as you asked',
};
const reply = { id: 'm1', role: 'BOT', message: 'Try these', timestamp: '2026-11-25T10:00:00.000Z', products: [product] };

describe("the assistant endpoint's answers", () => {
  it('keeps a reply with its products, and only the fields the chat knows', () => {
    expect(chatReply({ kind: 'success', reply: { ...reply, extra: 'dropped', products: [{ ...product, tracking: 'x' }] } })).toEqual({ kind: 'success', reply });
  });

  it('starts a session with or without a greeting', () => {
    expect(chatSession({ kind: 'success' })).toEqual({ kind: 'success' });
    expect(chatSession({ kind: 'success', greeting: { id: 'g', role: 'BOT', message: 'Hello', timestamp: 't' } })).toEqual({
      kind: 'success',
      greeting: { id: 'g', role: 'BOT', message: 'Hello', timestamp: 't' },
    });
  });

  it('turns anything unexpected into an error the chat offers a new chat for', () => {
    const broken = [
      null,
      'success',
      { kind: 'error' },
      { kind: 'success' },
      { kind: 'success', reply: { ...reply, role: 'SYSTEM' } },
      { kind: 'success', reply: { ...reply, products: 'none' } },
      { kind: 'success', reply: { ...reply, products: [{ ...product, product_price: 45 }] } },
      // A product link off the site, or an image by a scheme the URL rule refuses.
      { kind: 'success', reply: { ...reply, products: [{ ...product, product_url: 'https://elsewhere.example/p' }] } },
      { kind: 'success', reply: { ...reply, products: [{ ...product, product_image: 'javascript:alert(1)' }] } },
    ];
    for (const answer of broken) expect(chatReply(answer)).toEqual({ kind: 'error' });
    expect(chatSession({ kind: 'success', greeting: { id: 'g', role: 'BOT' } })).toEqual({ kind: 'error' });
  });
});

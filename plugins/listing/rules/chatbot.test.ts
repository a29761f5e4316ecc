import { describe, expect, it } from 'vitest';
import { isDressCategory, showsChatbot } from './chatbot';

describe('chatbot widget (L §2)', () => {
  it('shows on dress-related categories', () => {
    expect(showsChatbot({ categoryPath: '/category/women/dresses', chatbotEnabled: false })).toBe(true);
    expect(showsChatbot({ categoryPath: '/category/bridesmaid-dresses', chatbotEnabled: true })).toBe(true);
    expect(isDressCategory({ categoryPath: '/category/occasion', categoryNames: ['Occasion', 'Party Dresses'] })).toBe(true);
    expect(showsChatbot({ categoryPath: '/category/women/tops', chatbotEnabled: true })).toBe(false);
  });

  it('shows when the query contains dress or skirts and the chatbot flag is on', () => {
    expect(showsChatbot({ query: 'red Dress', chatbotEnabled: true })).toBe(true);
    expect(showsChatbot({ query: 'midi skirts', chatbotEnabled: true })).toBe(true);
    expect(showsChatbot({ query: 'red dress', chatbotEnabled: false })).toBe(false);
    expect(showsChatbot({ query: 'jeans', chatbotEnabled: true })).toBe(false);
  });

  it('matches skirts as the spec words it, not a single skirt', () => {
    expect(showsChatbot({ query: 'denim skirt', chatbotEnabled: true })).toBe(false);
  });

  it('shows when the URL has chatbot=true', () => {
    expect(showsChatbot({ query: 'jeans', chatbotEnabled: false, searchParams: new URLSearchParams('chatbot=true') })).toBe(true);
    expect(showsChatbot({ chatbotEnabled: false, searchParams: { chatbot: 'TRUE' } })).toBe(true);
    expect(showsChatbot({ chatbotEnabled: false, searchParams: { chatbot: ['false', 'true'] } })).toBe(true);
    expect(showsChatbot({ chatbotEnabled: false, searchParams: new URLSearchParams('chatbot=1') })).toBe(false);
    expect(showsChatbot({ chatbotEnabled: false, searchParams: {} })).toBe(false);
  });
});

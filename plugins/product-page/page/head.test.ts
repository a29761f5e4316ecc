import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { productBreadcrumbJsonLd, productBreadcrumbs, productDescription, productJsonLd, productTitle, serialiseJsonLd, socialMedia, structuredAvailability, wholeUnits } from './head';
import { pageVariant, productFixture } from './product-fixture';
import { ProductPage } from './ProductPage';

const origin = 'https://www.coast.co.uk';

/**
 * schema.org's types as the structured data uses them: each type's required properties (Google's
 * rich-result requirements for Product snippets and breadcrumbs) and every property it may carry
 * with the value type schema.org gives it. Unknown types and properties are errors.
 */
type Check = (value: unknown) => boolean;
const isText: Check = (value) => typeof value === 'string' && value.trim() !== '';
const isUrl: Check = (value) => typeof value === 'string' && /^https:\/\/[^\s]+$/.test(value);
const isNumber: Check = (value) => typeof value === 'number' && Number.isFinite(value);
const isPositiveInteger: Check = (value) => Number.isInteger(value) && (value as number) > 0;
const oneOf = (...values: string[]): Check => (value) => typeof value === 'string' && values.includes(value);
const ofType = (type: string): Check => (value) => typeof value === 'object' && value !== null && (value as { '@type'?: unknown })['@type'] === type;
const listOf = (check: Check): Check => (value) => Array.isArray(value) && value.length > 0 && value.every(check);

const schemaTypes: Record<string, { required: string[][]; properties: Record<string, Check> }> = {
  Product: {
    required: [['name'], ['offers', 'aggregateRating', 'review'], ['image']],
    properties: {
      name: isText,
      description: isText,
      url: isUrl,
      sku: isText,
      productID: isText,
      gtin13: (value) => typeof value === 'string' && /^\d{13}$/.test(value),
      color: isText,
      category: isText,
      brand: ofType('Brand'),
      image: listOf(isUrl),
      offers: ofType('Offer'),
      aggregateRating: ofType('AggregateRating'),
    },
  },
  Offer: {
    required: [['price'], ['priceCurrency'], ['availability']],
    properties: {
      url: isUrl,
      price: (value) => isNumber(value) && (value as number) >= 0,
      priceCurrency: (value) => typeof value === 'string' && /^[A-Z]{3}$/.test(value),
      availability: oneOf('https://schema.org/InStock', 'https://schema.org/LimitedAvailability', 'https://schema.org/OutOfStock', 'https://schema.org/PreOrder'),
      itemCondition: oneOf('https://schema.org/NewCondition', 'https://schema.org/UsedCondition', 'https://schema.org/RefurbishedCondition', 'https://schema.org/DamagedCondition'),
      seller: ofType('Organization'),
    },
  },
  AggregateRating: {
    required: [['ratingValue'], ['reviewCount', 'ratingCount']],
    properties: { ratingValue: isNumber, reviewCount: isPositiveInteger, ratingCount: isPositiveInteger, bestRating: isNumber, worstRating: isNumber },
  },
  Brand: { required: [['name']], properties: { name: isText } },
  Organization: { required: [['name']], properties: { name: isText } },
  BreadcrumbList: { required: [['itemListElement']], properties: { itemListElement: listOf(ofType('ListItem')) } },
  ListItem: { required: [['position'], ['name'], ['item']], properties: { position: isPositiveInteger, name: isText, item: isUrl } },
};

/** Every way the node (and what it nests) departs from the schema.org types above. */
function schemaErrors(node: unknown, path = '$'): string[] {
  if (typeof node !== 'object' || node === null) return [`${path}: not an object`];
  const { '@type': type, '@context': context, ...properties } = node as Record<string, unknown>;
  const definition = typeof type === 'string' ? schemaTypes[type] : undefined;
  if (!definition) return [`${path}: unknown @type ${String(type)}`];
  const errors: string[] = [];
  if (path === '$' && context !== 'https://schema.org') errors.push(`${path}: @context must be https://schema.org`);
  for (const group of definition.required) if (!group.some((name) => properties[name] !== undefined)) errors.push(`${path}: ${type} needs ${group.join(' or ')}`);
  for (const [name, value] of Object.entries(properties)) {
    const check = definition.properties[name];
    if (!check) errors.push(`${path}.${name}: not a property of ${type}`);
    else if (!check(value)) errors.push(`${path}.${name}: wrong value ${JSON.stringify(value)}`);
    const nested = Array.isArray(value) ? value : [value];
    nested.forEach((item, index) => {
      if (typeof item === 'object' && item !== null && '@type' in item) errors.push(...schemaErrors(item, Array.isArray(value) ? `${path}.${name}[${index}]` : `${path}.${name}`));
    });
  }
  return errors;
}

describe('the product page title and description (P §2)', () => {
  it('is the category taxonomy, the product name and the brand', () => {
    expect(productTitle(productFixture())).toBe('Maxi Dresses | Satin Cowl Maxi Dress | Coast');
  });

  it('describes the product in whole sentences that fit a snippet, or says what and where', () => {
    const long = productFixture({ description: `${'A very long sentence about the dress that goes on. '.repeat(3)}Another one.` });
    const text = productDescription(long, 'Coast');
    expect(text.length).toBeLessThanOrEqual(160);
    expect(text.endsWith('.')).toBe(true);
    expect(productDescription(productFixture({ description: '  ' }), 'Coast')).toBe('Shop Satin Cowl Maxi Dress by Coast at Coast.');
  });
});

describe('the Product structured data (P §2, §9)', () => {
  it('is a valid schema.org Product with an Offer, an AggregateRating and a Brand', () => {
    const data = productJsonLd(productFixture(), origin);
    expect(schemaErrors(data)).toEqual([]);
    expect(data.url).toBe(`${origin}/product/coast-satin-cowl-maxi-dress-cst12345`);
  });

  it('gives the price in whole units, GBP by default', () => {
    expect(wholeUnits(4900)).toBe(49);
    expect(wholeUnits(1299)).toBe(12.99);
    expect(productJsonLd(productFixture(), origin).offers).toMatchObject({ price: 39, priceCurrency: 'GBP' });
    expect(productJsonLd(productFixture(), origin, 'EUR').offers.priceCurrency).toBe('EUR');
  });

  it('reads LimitedAvailability under 10 left, InStock from 10, OutOfStock at none', () => {
    expect(structuredAvailability(0)).toBe('https://schema.org/OutOfStock');
    expect(structuredAvailability(1)).toBe('https://schema.org/LimitedAvailability');
    expect(structuredAvailability(9)).toBe('https://schema.org/LimitedAvailability');
    expect(structuredAvailability(10)).toBe('https://schema.org/InStock');
    const few = productFixture({ variants: [pageVariant('black', '8', 4), pageVariant('black', '10', 5)] });
    expect(productJsonLd(few, origin).offers.availability).toBe('https://schema.org/LimitedAvailability');
    const none = productFixture({ variants: [pageVariant('black', '8', 0)] });
    expect(productJsonLd(none, origin).offers.availability).toBe('https://schema.org/OutOfStock');
    expect(productJsonLd(productFixture(), origin).offers.availability).toBe('https://schema.org/InStock');
  });

  it('rates out of 5 to one decimal, and leaves the rating out without reviews', () => {
    expect(productJsonLd(productFixture(), origin).aggregateRating).toEqual({ '@type': 'AggregateRating', ratingValue: 4.4, reviewCount: 27, bestRating: 5, worstRating: 1 });
    const unrated = productJsonLd(productFixture({ averageRating: undefined, reviewCount: 0 }), origin);
    expect(unrated).not.toHaveProperty('aggregateRating');
    expect(schemaErrors(unrated)).toEqual([]);
  });

  it('says a preloved piece is used', () => {
    const preloved = productFixture({ seller: { ...productFixture().seller, shopName: 'Second Chapter Preloved', isPreloved: true, isMarketplace: true } });
    expect(productJsonLd(preloved, origin).offers).toMatchObject({ itemCondition: 'https://schema.org/UsedCondition', seller: { name: 'Second Chapter Preloved' } });
  });
});

describe('the breadcrumbs', () => {
  it('run from Home through the categories, and their BreadcrumbList ends with the product', () => {
    expect(productBreadcrumbs(productFixture()).map((crumb) => crumb.href)).toEqual(['/', '/categories/women', '/categories/women/dresses', '/categories/women/dresses/maxi-dresses']);
    const data = productBreadcrumbJsonLd(productFixture(), origin);
    expect(schemaErrors(data)).toEqual([]);
    expect(data.itemListElement.at(-1)).toEqual({ '@type': 'ListItem', position: 5, name: 'Satin Cowl Maxi Dress', item: `${origin}/product/coast-satin-cowl-maxi-dress-cst12345` });
  });
});

describe('social media of the head', () => {
  it('is the product image, and the 1080×1920 MP4 only where the default colour has one', () => {
    expect(socialMedia(productFixture(), origin).video).toBeUndefined();
    const image = socialMedia(productFixture(), origin).image!;
    expect(image.url.startsWith(`${origin}/_img/products/CST12345/black/1?`)).toBe(true);
    const filmed = productFixture();
    filmed.colours[0] = { ...filmed.colours[0]!, socialVideo: { src: '/_video/products/CST12345/black/social.mp4', poster: '/_img/products/CST12345/black/1', mimeType: 'video/mp4', width: 1080, height: 1920 } };
    expect(socialMedia(filmed, origin).video).toEqual({ url: `${origin}/_video/products/CST12345/black/social.mp4`, width: 1080, height: 1920, type: 'video/mp4' });
    filmed.colours[0] = { ...filmed.colours[0], socialVideo: { ...filmed.colours[0].socialVideo!, width: 720, height: 1280 } };
    expect(socialMedia(filmed, origin).video).toBeUndefined();
  });
});

describe('the JSON-LD in the page', () => {
  it('cannot be closed by text from the catalogue', () => {
    const hostile = productFixture({ name: 'Dress</script><script>alert(1)</script>', description: '<!-- </script> \u2028' });
    const html = renderToStaticMarkup(createElement(ProductPage, { product: hostile, origin }));
    const scripts = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) => match[1]!);
    expect(scripts).toHaveLength(2);
    for (const script of scripts) expect(script).not.toMatch(/<\/script|<!--/i);
    const product = JSON.parse(scripts[0]!) as { name: string; description: string };
    expect(product.name).toBe(hostile.name);
    expect(product.description).toBe(hostile.description);
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(serialiseJsonLd({ a: '</script>' })).toBe('{"a":"\\u003c/script>"}');
  });
});

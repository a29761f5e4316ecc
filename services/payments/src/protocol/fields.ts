import { adyenError, validationError } from './http';

/**
 * Reading a request body's fields with Adyen's refusals: a missing required field or object is a
 * 422 naming it (amount: 100, reference: 130, others 702), a value of the wrong kind a 422 naming
 * the field, an amount Adyen cannot take 137 (invalid) or 138 (unsupported currency).
 */

export type JsonObject = Record<string, unknown>;

/** Adyen's codes for a required field left out (the generic 702 for the rest). */
const MISSING_CODES: Record<string, string> = { amount: '100', reference: '130' };

const isObject = (value: unknown): value is JsonObject => typeof value === 'object' && value !== null && !Array.isArray(value);

export function requireObjectBody(value: unknown): JsonObject {
  if (!isObject(value)) throw adyenError(400, '702', 'The request body must be a JSON object.');
  return value;
}

function missing(path: string, kind: 'field' | 'object') {
  return validationError(MISSING_CODES[path] ?? '702', `Required ${kind} '${path}' is not provided.`);
}

const invalid = (path: string, expected: string) => validationError('702', `Invalid value for '${path}': expected ${expected}.`);

export function requiredObject(body: JsonObject, field: string, path = field): JsonObject {
  const value = body[field];
  if (value === undefined || value === null) throw missing(path, 'object');
  if (!isObject(value)) throw invalid(path, 'an object');
  return value;
}

export function optionalObject(body: JsonObject, field: string, path = field): JsonObject | undefined {
  const value = body[field];
  if (value === undefined || value === null) return undefined;
  if (!isObject(value)) throw invalid(path, 'an object');
  return value;
}

interface StringRule {
  path?: string;
  max: number;
  pattern?: RegExp;
  /** What the pattern asks for, for the message. */
  expected?: string;
}

export function optionalString(body: JsonObject, field: string, rule: StringRule): string | undefined {
  const path = rule.path ?? field;
  const value = body[field];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') throw invalid(path, 'a string');
  if (value.length > rule.max) throw validationError('702', `Field '${path}' is longer than ${rule.max} characters.`);
  if (rule.pattern && !rule.pattern.test(value)) throw invalid(path, rule.expected ?? 'a different format');
  return value;
}

export function requiredString(body: JsonObject, field: string, rule: StringRule): string {
  const value = optionalString(body, field, rule);
  if (value === undefined || value.trim() === '') throw missing(rule.path ?? field, 'field');
  return value;
}

export interface Amount {
  /** ISO 4217, upper case. */
  currency: string;
  /** Minor units. */
  value: number;
}

/** Currencies the embedded provider's merchant accounts settle in. */
const SUPPORTED_CURRENCIES = new Set(['GBP', 'EUR', 'USD', 'AUD', 'CAD', 'CHF', 'DKK', 'NOK', 'SEK', 'PLN', 'CZK', 'NZD', 'HKD', 'SGD', 'JPY']);

/** An amount `{ currency, value }` in minor units: a whole number above zero, in a currency the provider settles. */
export function readAmount(value: JsonObject, path = 'amount'): Amount {
  const currency = value.currency;
  const minor = value.value;
  if (currency === undefined || currency === null) throw missing(`${path}.currency`, 'field');
  if (typeof currency !== 'string' || !/^[A-Z]{3}$/.test(currency)) throw invalid(`${path}.currency`, 'an ISO 4217 currency code');
  if (!SUPPORTED_CURRENCIES.has(currency)) throw validationError('138', 'Unsupported currency specified');
  if (minor === undefined || minor === null) throw missing(`${path}.value`, 'field');
  if (typeof minor !== 'number') throw invalid(`${path}.value`, 'a number in minor units');
  if (!Number.isSafeInteger(minor) || minor <= 0) throw validationError('137', 'Invalid amount specified');
  return { currency, value: minor };
}

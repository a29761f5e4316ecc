import { invalidQuery } from '../errors';
import type { Accessor, ValueKind } from './accessors';
import { matchesText, textOf } from './text';

export const operators = ['ne', 'in', 'nin', 'exists', 'lt', 'lte', 'gt', 'gte', 'match', 'all', 'near', 'within'] as const;
export type Operator = 'eq' | (typeof operators)[number];

export function isOperator(value: string): value is Operator {
  return value === 'eq' || (operators as readonly string[]).includes(value);
}

const supported: Record<ValueKind, readonly Operator[]> = {
  string: ['eq', 'ne', 'in', 'nin', 'exists', 'match'],
  number: ['eq', 'ne', 'in', 'nin', 'exists', 'lt', 'lte', 'gt', 'gte'],
  date: ['eq', 'ne', 'in', 'nin', 'exists', 'lt', 'lte', 'gt', 'gte'],
  boolean: ['eq', 'ne', 'exists'],
  stringArray: ['eq', 'ne', 'in', 'nin', 'all', 'exists', 'match'],
  location: ['exists', 'near', 'within'],
  text: ['exists', 'match'],
  object: ['exists'],
};

function invalidValue(path: string, operator: Operator, raw: string, expected: string) {
  return invalidQuery({
    name: 'invalidValue',
    path: path.split('.'),
    value: raw,
    details: `The value "${raw}" of ${path}${operator === 'eq' ? '' : `[${operator}]`} must be ${expected}`,
  });
}

function parseNumber(path: string, operator: Operator, raw: string): number {
  const value = Number(raw);
  if (raw.trim() === '' || !Number.isFinite(value)) throw invalidValue(path, operator, raw, 'a number');
  return value;
}

function parseDate(path: string, operator: Operator, raw: string): number {
  const value = Date.parse(raw);
  if (Number.isNaN(value)) throw invalidValue(path, operator, raw, 'an ISO 8601 date');
  return value;
}

function parseBoolean(path: string, operator: Operator, raw: string): boolean {
  if (raw === 'true') return true;
  if (raw === 'false') return false;
  throw invalidValue(path, operator, raw, 'true or false');
}

const exists = (value: unknown) => value !== undefined && value !== null;
const list = (raw: string) => raw.split(',').map((item) => item.trim());

/** Normalises a stored value so it can be compared with parsed query values. */
function comparable(kind: ValueKind, value: unknown): unknown {
  if (kind === 'date') return typeof value === 'string' ? Date.parse(value) : undefined;
  return value;
}

function parseScalar(kind: ValueKind, path: string, operator: Operator, raw: string): unknown {
  if (kind === 'number') return parseNumber(path, operator, raw);
  if (kind === 'date') return parseDate(path, operator, raw);
  if (kind === 'boolean') return parseBoolean(path, operator, raw);
  return raw;
}

export interface Point {
  lat: number;
  lon: number;
}

export function readPoint(value: unknown): Point | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { lat, lon } = value as Record<string, unknown>;
  return typeof lat === 'number' && typeof lon === 'number' ? { lat, lon } : undefined;
}

/** Great-circle distance in kilometres. */
export function distanceKm(a: Point, b: Point): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLon = (b.lon - a.lon) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(h)));
}

export function parsePoint(path: string, operator: Operator, raw: string): Point {
  const parts = list(raw).map((part) => parseNumber(path, operator, part));
  if (parts.length !== 2) throw invalidValue(path, operator, raw, 'a point "lat,lon"');
  return { lat: parts[0]!, lon: parts[1]! };
}

function withinPredicate(path: string, raw: string): (value: unknown) => boolean {
  const parts = list(raw).map((part) => parseNumber(path, 'within', part));
  if (parts.length === 3) {
    const [lat, lon, radius] = parts as [number, number, number];
    return (value) => {
      const point = readPoint(value);
      return point !== undefined && distanceKm(point, { lat, lon }) <= radius;
    };
  }
  if (parts.length === 4) {
    const [lat1, lon1, lat2, lon2] = parts as [number, number, number, number];
    const [south, north] = lat1 < lat2 ? [lat1, lat2] : [lat2, lat1];
    const [west, east] = lon1 < lon2 ? [lon1, lon2] : [lon2, lon1];
    return (value) => {
      const point = readPoint(value);
      return point !== undefined && point.lat >= south && point.lat <= north && point.lon >= west && point.lon <= east;
    };
  }
  throw invalidValue(path, 'within', raw, 'a box "lat1,lon1,lat2,lon2" or a circle "lat,lon,radiusKm"');
}

/**
 * Builds the test one query parameter applies to a value, with Contentful's semantics: on arrays,
 * equality means "contains", [ne] "does not contain", [in] "contains any", [nin] "contains none" and
 * [all] "contains every"; missing values never equal anything, so they satisfy [ne] and [nin].
 */
export function valuePredicate(accessor: Pick<Accessor<unknown>, 'path' | 'kind' | 'typeName'>, operator: Operator, raw: string): (value: unknown) => boolean {
  const { path, kind } = accessor;
  if (!supported[kind].includes(operator)) {
    throw invalidQuery({
      name: 'unsupportedOperator',
      path: path.split('.'),
      value: operator,
      details: `The operator [${operator}] cannot be applied to ${path} (${accessor.typeName})`,
    });
  }
  if (operator === 'exists') {
    const wanted = parseBoolean(path, operator, raw);
    return (value) => exists(value) === wanted;
  }
  if (operator === 'match') return (value) => exists(value) && matchesText(textOf(value), raw);
  if (operator === 'near') {
    parsePoint(path, operator, raw);
    return () => true;
  }
  if (operator === 'within') return withinPredicate(path, raw);

  if (kind === 'stringArray') {
    const values = operator === 'eq' || operator === 'ne' ? [raw] : list(raw);
    const items = (value: unknown) => (Array.isArray(value) ? (value as unknown[]) : []);
    switch (operator) {
      case 'eq':
        return (value) => items(value).includes(raw);
      case 'ne':
        return (value) => !items(value).includes(raw);
      case 'in':
        return (value) => items(value).some((item) => values.includes(item as string));
      case 'nin':
        return (value) => !items(value).some((item) => values.includes(item as string));
      case 'all':
        return (value) => values.every((wanted) => items(value).includes(wanted));
      default:
        break;
    }
  }

  if (operator === 'in' || operator === 'nin') {
    const values = list(raw).map((item) => parseScalar(kind, path, operator, item));
    const inList = (value: unknown) => exists(value) && values.includes(comparable(kind, value));
    return operator === 'in' ? inList : (value) => !inList(value);
  }
  const wanted = parseScalar(kind, path, operator, raw);
  switch (operator) {
    case 'eq':
      return (value) => exists(value) && comparable(kind, value) === wanted;
    case 'ne':
      return (value) => !exists(value) || comparable(kind, value) !== wanted;
    case 'lt':
      return (value) => exists(value) && (comparable(kind, value) as number) < (wanted as number);
    case 'lte':
      return (value) => exists(value) && (comparable(kind, value) as number) <= (wanted as number);
    case 'gt':
      return (value) => exists(value) && (comparable(kind, value) as number) > (wanted as number);
    case 'gte':
      return (value) => exists(value) && (comparable(kind, value) as number) >= (wanted as number);
    default:
      throw invalidQuery({ name: 'unsupportedOperator', path: path.split('.'), value: operator });
  }
}

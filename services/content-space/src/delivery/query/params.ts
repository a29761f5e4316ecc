import { invalidQuery, unknownPath } from '../errors';

/**
 * Reads query parameters and remembers which were used, so anything left over can be refused the
 * way Contentful refuses unknown parameters.
 */
export class ParamReader {
  private readonly used = new Set<string>(['access_token']);

  constructor(readonly params: URLSearchParams) {}

  take(name: string): string | null {
    this.used.add(name);
    return this.params.get(name);
  }

  /** Parameters not taken yet, as [key, value] pairs (first value of each key). */
  rest(): [string, string][] {
    const seen = new Set<string>();
    const out: [string, string][] = [];
    for (const [key, value] of this.params) {
      if (this.used.has(key) || seen.has(key)) continue;
      seen.add(key);
      out.push([key, value]);
    }
    return out;
  }

  markUsed(name: string): void {
    this.used.add(name);
  }

  /** Refuses whatever is left over. */
  finish(): void {
    const [first] = this.rest();
    if (first) throw unknownPath(first[0]);
  }

  integer(name: string, fallback: number, min: number, max: number): number {
    const raw = this.take(name);
    if (raw === null) return fallback;
    const value = Number(raw);
    if (!/^-?\d+$/.test(raw.trim()) || !Number.isSafeInteger(value)) {
      throw invalidQuery({ name: 'type', path: [name], value: raw, details: `${name} must be an integer` });
    }
    if (value < min || value > max) {
      throw invalidQuery({ name: 'range', path: [name], value, min, max, details: `${name} must be between ${min} and ${max}` });
    }
    return value;
  }
}

/** Splits `fields.likes[nin]` into its path and operator ('eq' when there is none). */
export function splitOperator(key: string): { path: string; operator: string } {
  const match = /^(.*?)\[([^\]]*)\]$/.exec(key);
  return match ? { path: match[1]!, operator: match[2]! } : { path: key, operator: 'eq' };
}

import type { NumericOperator } from '../columns/numeric-column';
import { badRequest } from '../errors';
import { searchLimits } from '../limits';
import { and, or, type FilterNode } from './ast';

/**
 * The `filters` string: facet (`brand:Coast`, `brand:"Dorothy Perkins"`), numeric (`price > 10`,
 * `price:10 TO 20`), boolean (`isNextDay:true`) and tag (`_tags:sale`) filters combined with
 * AND, OR, NOT and parentheses. AND binds tighter than OR.
 */

type Token =
  | { kind: 'word'; text: string; at: number }
  | { kind: 'quoted'; text: string; at: number }
  | { kind: 'op'; text: NumericOperator; at: number }
  | { kind: 'colon' | 'open' | 'close'; at: number };

const operatorPattern = /^(<=|>=|!=|<|>|=)/;

function tokenize(input: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < input.length) {
    const char = input[i]!;
    if (/\s/.test(char)) {
      i++;
      continue;
    }
    if (char === '(') {
      tokens.push({ kind: 'open', at: i++ });
      continue;
    }
    if (char === ')') {
      tokens.push({ kind: 'close', at: i++ });
      continue;
    }
    if (char === ':') {
      tokens.push({ kind: 'colon', at: i++ });
      continue;
    }
    const operator = operatorPattern.exec(input.slice(i));
    if (operator) {
      tokens.push({ kind: 'op', text: operator[1] as NumericOperator, at: i });
      i += operator[1]!.length;
      continue;
    }
    if (char === '"' || char === "'") {
      const start = i;
      let text = '';
      i++;
      while (i < input.length && input[i] !== char) {
        if (input[i] === '\\' && i + 1 < input.length) i++;
        text += input[i];
        i++;
      }
      if (i >= input.length) throw badRequest(`filters: Unterminated string starting at col ${start + 1}`);
      i++;
      tokens.push({ kind: 'quoted', text, at: start });
      continue;
    }
    const start = i;
    let text = '';
    while (i < input.length && !/[\s():"<>=!]/.test(input[i]!)) {
      if (input[i] === '\\' && i + 1 < input.length) i++;
      text += input[i];
      i++;
    }
    if (text === '') throw badRequest(`filters: Unexpected character '${char}' at col ${i + 1}`);
    tokens.push({ kind: 'word', text, at: start });
  }
  return tokens;
}

class Parser {
  private index = 0;
  /** Open parentheses and NOTs around the current token: bounded, so the descent cannot exhaust the stack. */
  private depth = 0;
  private conditions = 0;

  constructor(
    private readonly tokens: Token[],
    private readonly input: string,
  ) {}

  parse(): FilterNode {
    if (this.tokens.length === 0) throw badRequest('filters: Empty filter');
    const node = this.orExpression();
    const extra = this.tokens[this.index];
    if (extra) throw this.unexpected(extra);
    return node;
  }

  private peek(): Token | undefined {
    return this.tokens[this.index];
  }

  private isKeyword(token: Token | undefined, keyword: string): boolean {
    return token?.kind === 'word' && token.text === keyword;
  }

  private unexpected(token: Token | undefined): Error {
    if (!token) return badRequest(`filters: Unexpected end of filter "${this.input}"`);
    const shown = token.kind === 'word' || token.kind === 'quoted' || token.kind === 'op' ? token.text : { colon: ':', open: '(', close: ')' }[token.kind];
    return badRequest(`filters: Unexpected token '${shown}' at col ${token.at + 1}`);
  }

  private orExpression(): FilterNode {
    const children = [this.andExpression()];
    while (this.isKeyword(this.peek(), 'OR')) {
      this.index++;
      children.push(this.andExpression());
    }
    return or(children);
  }

  private andExpression(): FilterNode {
    const children = [this.unary()];
    while (this.isKeyword(this.peek(), 'AND')) {
      this.index++;
      children.push(this.unary());
    }
    return and(children);
  }

  private nested<T>(parse: () => T): T {
    if (++this.depth > searchLimits.maxFilterDepth) throw badRequest(`filters: nested more than ${searchLimits.maxFilterDepth} levels deep (parentheses and NOT)`);
    const node = parse();
    this.depth--;
    return node;
  }

  private unary(): FilterNode {
    if (this.isKeyword(this.peek(), 'NOT')) {
      this.index++;
      return this.nested(() => ({ type: 'not', child: this.unary() }));
    }
    const token = this.peek();
    if (token?.kind === 'open') {
      this.index++;
      const inner = this.nested(() => this.orExpression());
      if (this.peek()?.kind !== 'close') throw this.unexpected(this.peek());
      this.index++;
      return inner;
    }
    return this.filter();
  }

  private filter(): FilterNode {
    if (++this.conditions > searchLimits.maxFilters) throw badRequest(`filters: more than ${searchLimits.maxFilters} filters`);
    const first = this.peek();
    if (!first || (first.kind !== 'word' && first.kind !== 'quoted')) throw this.unexpected(first);
    this.index++;
    const next = this.peek();
    // "attribute:value" written as one quoted string.
    if (first.kind === 'quoted' && next?.kind !== 'colon' && next?.kind !== 'op') {
      const colon = first.text.indexOf(':');
      if (colon <= 0) throw badRequest(`filters: Expected attribute:value in "${first.text}" at col ${first.at + 1}`);
      return facetOrTag(first.text.slice(0, colon), first.text.slice(colon + 1));
    }
    const attribute = first.text;
    if (next?.kind === 'op') {
      this.index++;
      const value = this.number();
      return { type: 'numeric', attribute, operator: next.text, value };
    }
    if (next?.kind !== 'colon') throw this.unexpected(next);
    this.index++;
    const valueToken = this.peek();
    if (!valueToken || (valueToken.kind !== 'word' && valueToken.kind !== 'quoted')) throw this.unexpected(valueToken);
    this.index++;
    if (this.isKeyword(this.peek(), 'TO')) {
      this.index++;
      const low = toNumber(valueToken);
      const high = this.number();
      return { type: 'range', attribute, low, high };
    }
    return facetOrTag(attribute, valueToken.text);
  }

  private number(): number {
    const token = this.peek();
    if (!token || (token.kind !== 'word' && token.kind !== 'quoted')) throw this.unexpected(token);
    this.index++;
    return toNumber(token);
  }
}

function toNumber(token: Token): number {
  const text = token.kind === 'word' || token.kind === 'quoted' ? token.text : '';
  const value = Number(text);
  if (text.trim() === '' || !Number.isFinite(value)) throw badRequest(`filters: Expected a number but got '${text}' at col ${token.at + 1}`);
  return value;
}

function facetOrTag(attribute: string, value: string): FilterNode {
  return attribute === '_tags' ? { type: 'tag', value } : { type: 'facet', attribute, value };
}

export function parseFilters(input: string): FilterNode | undefined {
  if (input.length > searchLimits.maxFilterChars) throw badRequest(`filters is longer than ${searchLimits.maxFilterChars} characters`);
  if (input.trim() === '') return undefined;
  return new Parser(tokenize(input), input).parse();
}

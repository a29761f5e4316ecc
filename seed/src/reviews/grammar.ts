import { isPluralNoun } from '@storefront/reviews/vocabulary';

/**
 * Fills review templates: `{noun}`, `{it}`, `{colour}`, … are replaced by the product's words,
 * and a capitalised placeholder (`{It}`) gives a capitalised word. Plural nouns ("jeans",
 * "trainers") take "they", "are", "these", so a sentence reads right for either.
 */
export type Words = Record<string, string | undefined>;

const singular = { it: 'it', they: 'it', is: 'is', was: 'was', this: 'this', them: 'it', fits: 'fits', feels: 'feels', looks: 'looks', has: 'has', comes: 'comes', washes: 'washes', wasnt: 'wasn\u2019t' };
const plural = { it: 'they', they: 'they', is: 'are', was: 'were', this: 'these', them: 'them', fits: 'fit', feels: 'feel', looks: 'look', has: 'have', comes: 'come', washes: 'wash', wasnt: 'weren\u2019t' };

/** The pronoun and verb forms that agree with the noun. */
export function agreement(noun: string): Words {
  return isPluralNoun(noun) ? { ...plural } : { ...singular };
}

const placeholder = /\{([A-Za-z]+)\}/g;

interface CompiledTemplate {
  /** Literal text and placeholders in order; a placeholder is [word, capitalise]. */
  parts: Array<string | readonly [string, boolean]>;
  /** The words it needs ("{It}" needs "it"). */
  needs: string[];
}

// Templates are a fixed set used tens of thousands of times each: parse each once.
const compiled = new Map<string, CompiledTemplate>();

function compile(template: string): CompiledTemplate {
  let found = compiled.get(template);
  if (found) return found;
  const parts: CompiledTemplate['parts'] = [];
  let last = 0;
  for (const match of template.matchAll(placeholder)) {
    if (match.index > last) parts.push(template.slice(last, match.index));
    const name = match[1]!;
    // "{It}" is "{it}" capitalised; "{otherColour}" keeps its inner capital.
    const first = name.charAt(0);
    parts.push([first.toLowerCase() + name.slice(1), first !== first.toLowerCase()]);
    last = match.index + match[0].length;
  }
  if (last < template.length) parts.push(template.slice(last));
  found = { parts, needs: parts.filter((part) => typeof part !== 'string').map(([name]) => name) };
  compiled.set(template, found);
  return found;
}

/** The placeholders a template needs ("{It}" needs "it"). */
export function placeholdersOf(template: string): string[] {
  return compile(template).needs;
}

/** Whether every placeholder of the template has a word. */
export function canFill(template: string, words: Words): boolean {
  return compile(template).needs.every((name) => Boolean(words[name]));
}

export function fill(template: string, words: Words): string {
  let text = '';
  for (const part of compile(template).parts) {
    if (typeof part === 'string') {
      text += part;
      continue;
    }
    const [name, capitalised] = part;
    const value = words[name];
    if (value === undefined) throw new Error(`No word for {${name}} in "${template}"`);
    text += capitalised ? value.charAt(0).toUpperCase() + value.slice(1) : value;
  }
  return text;
}

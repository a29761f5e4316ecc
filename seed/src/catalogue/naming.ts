import { optionNameWord, optionValue, type ProductTypeDef } from './product-type';
import type { Random } from './random';

const patternWords: Record<string, readonly string[]> = {
  Floral: ['Floral', 'Floral Print'],
  Stripe: ['Striped', 'Stripe'],
  'Polka Dot': ['Polka Dot', 'Spot'],
  Check: ['Check', 'Gingham'],
  Animal: ['Leopard Print'],
};

/** "Satin Cowl Neck Maxi Dress": pattern, material, up to two details, then the noun. */
export function productName(type: ProductTypeDef, attributes: Readonly<Record<string, string>>, random: Random): string {
  if (type.name) return type.name(attributes, random);
  const noun = typeof type.noun === 'function' ? type.noun(attributes) : type.noun;
  const words: string[] = [];
  const add = (word: string | undefined) => {
    if (!word) return;
    const taken = [...words, noun].join(' ').toLowerCase();
    if (!taken.includes(word.toLowerCase())) words.push(word);
  };
  const pattern = attributes.pattern;
  if (pattern && pattern !== 'Plain') {
    const choices = type.gender === 'Men' && pattern === 'Check' ? ['Check'] : (patternWords[pattern] ?? [pattern]);
    add(random.pick(choices));
  }
  if (random.chance(type.materialInName ?? 0)) {
    const option = type.materials.find((candidate) => optionValue(candidate) === attributes.material);
    add(option ? optionNameWord(option) : undefined);
  }
  let details = 0;
  for (const [key, definition] of Object.entries(type.attributes ?? {})) {
    if (details >= 2) break;
    if (!random.chance(definition.inName ?? 0)) continue;
    const option = definition.options.find((candidate) => optionValue(candidate) === attributes[key]);
    const word = option ? optionNameWord(option) : undefined;
    if (word) {
      add(word);
      details++;
    }
  }
  if (words.length === 0) {
    // A bare noun ("Top", "Jeans") reads like a placeholder: name it by material or a detail.
    const material = type.materials.find((candidate) => optionValue(candidate) === attributes.material);
    add(material ? optionNameWord(material) : undefined);
    for (const [key, definition] of Object.entries(type.attributes ?? {})) {
      if (words.length > 0) break;
      const option = definition.options.find((candidate) => optionValue(candidate) === attributes[key]);
      add(option ? optionNameWord(option) : undefined);
    }
  }
  if (words.length === 0) add('Classic');
  // Kidswear is named for who it is for, as shops do ("Girls Floral Tiered Dress").
  if (type.gender === 'Girls' || type.gender === 'Boys' || type.gender === 'Baby') words.unshift(type.gender);
  return [...words, noun].join(' ');
}

export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

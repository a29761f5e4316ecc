/**
 * Optimal-string-alignment (restricted Damerau-Levenshtein) distance: insertions, deletions,
 * substitutions and transpositions of neighbours each cost one. `prefix` gives the smallest
 * distance between `query` and any prefix of `word`.
 */
export function typoDistance(query: string, word: string, prefix = false): number {
  const m = query.length;
  const n = word.length;
  let previous = new Array<number>(m + 1);
  let current = new Array<number>(m + 1);
  let beforePrevious = new Array<number>(m + 1).fill(0);
  for (let j = 0; j <= m; j++) previous[j] = j;
  let best = prefix ? previous[m]! : Infinity;
  for (let i = 1; i <= n; i++) {
    current[0] = i;
    for (let j = 1; j <= m; j++) {
      const cost = word[i - 1] === query[j - 1] ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && word[i - 1] === query[j - 2] && word[i - 2] === query[j - 1]) value = Math.min(value, beforePrevious[j - 2]! + 1);
      current[j] = value;
    }
    if (prefix) best = Math.min(best, current[m]!);
    [beforePrevious, previous, current] = [previous, current, beforePrevious];
  }
  return prefix ? best : previous[m]!;
}

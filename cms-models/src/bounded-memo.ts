/**
 * A memo for a pure function of a string key, holding at most `limit` answers: when full it starts
 * over, so a stream of one-off keys (every URL of a catalogue) costs memory once, never without end.
 * For the checks every render repeats on the same values (a page's image and link URLs).
 */
export function boundedMemo<V>(limit: number, compute: (key: string) => V): (key: string) => V {
  let answers = new Map<string, V>();
  return (key) => {
    const known = answers.get(key);
    if (known !== undefined || answers.has(key)) return known as V;
    const value = compute(key);
    if (answers.size >= limit) answers = new Map();
    answers.set(key, value);
    return value;
  };
}

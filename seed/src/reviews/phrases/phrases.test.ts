import { describe, expect, it } from 'vitest';
import { agreement, canFill, fill, type Words } from '../grammar';
import type { Feature } from '@storefront/reviews/vocabulary';
import { fitSentences } from './fit';
import { closers, featureTitles, issues, openers, responseTexts, titlesByRating } from './framing';
import { featureWords, topicSentences } from './topics';

/** Words a product and reviewer may supply; colours and names that never contain a feature word. */
const sample: Words = {
  noun: 'midi dress',
  brand: 'Coast',
  material: 'satin',
  occasion: 'to a wedding',
  occasionFor: 'for a wedding',
  colour: 'navy',
  otherColour: 'black',
  size: 'size 12',
  child: 'daughter',
  recipient: 'my sister',
  name: 'Sarah',
  issue: 'the colour wasn\u2019t what you expected',
};

const filled = (template: string) =>
  [agreement('Midi Dress'), agreement('Ankle Boots')].map((forms) => {
    const words = { ...sample, ...forms };
    expect(canFill(template, words), template).toBe(true);
    return fill(template, words);
  });

describe('review phrases', () => {
  it('name their feature in words the keyword filter finds, whatever the product', () => {
    for (const [feature, pools] of Object.entries(topicSentences)) {
      for (const pool of Object.values(pools)) {
        for (const template of Object.values(pool).flat()) {
          for (const text of filled(template)) expect(text, template).toMatch(featureWords[feature as Feature]);
        }
      }
    }
    for (const template of Object.values(fitSentences).flatMap((byFitness) => Object.values(byFitness).flatMap((byTone) => Object.values(byTone).flat()))) {
      for (const text of filled(template)) expect(text, template).toMatch(featureWords.fit);
    }
  });

  it('agree with singular and plural products', () => {
    expect(fill('Sent {them} back, {it} {was} too small and {it} {wasnt} worth it.', { ...sample, ...agreement('Jeans') })).toBe(
      'Sent them back, they were too small and they weren\u2019t worth it.',
    );
    expect(fill('{It} {fits} well.', { ...sample, ...agreement('Dress') })).toBe('It fits well.');
  });

  it('only use words the generator supplies', () => {
    const templates = [
      ...Object.values(openers).flat(),
      ...Object.values(closers).flat(),
      ...Object.values(titlesByRating).flat(),
      ...Object.values(featureTitles).flatMap((byTone) => Object.values(byTone).flat()),
      ...Object.values(responseTexts).flat(),
      ...Object.values(issues),
    ];
    for (const template of templates) filled(template);
  });
});

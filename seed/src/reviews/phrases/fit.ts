import type { Tone } from './topics';

/** How a reviewer found the fit: the Fit rating 1–2 runs small, 3 true to size, 4–5 runs large. */
export type Fitness = 'small' | 'true' | 'large';

export function fitnessOf(fitRating: number): Fitness {
  if (fitRating <= 2) return 'small';
  if (fitRating >= 4) return 'large';
  return 'true';
}

type FitGroup = 'garment' | 'kidswear' | 'footwear';

/** Every sentence mentions the fit (or "fits"/"fitted"), so the fit keyword filter finds it. */
export const fitSentences: Record<FitGroup, Record<Fitness, Record<Tone, readonly string[]>>> = {
  garment: {
    true: {
      pos: [
        'Fits true to size: I ordered my usual {size} and {it} {fits} perfectly.',
        'The fit is spot on, true to size.',
        'Really flattering fit and true to size.',
        '{It} {fits} like a glove.',
        'Perfect fit, no need to size up or down.',
      ],
      mixed: ['The fit is fine and true to size, nothing more.', 'Sizing is accurate, so no complaints about the fit.'],
      neg: ['The fit is true to size, which is about the only good thing.', 'The size was right but the fit is shapeless.'],
    },
    small: {
      pos: ['Comes up a little small, so I\u2019d size up; the fit is lovely once you do.', 'A slightly snug fit, I\u2019m glad I went a size up.'],
      mixed: ['Runs small, so order a size bigger than usual for a good fit.', 'A tight fit across the shoulders, I\u2019d go up a size.'],
      neg: [
        'The sizing is way off: I ordered my usual {size} and the fit is so small I couldn\u2019t get {them} on.',
        'Came up at least a size small and the fit was really unflattering.',
        'Far too tight, the fit is nothing like a normal {size}.',
      ],
    },
    large: {
      pos: ['Comes up a bit big, so size down if you\u2019re between sizes; otherwise a great fit.', 'A relaxed, roomy fit, which I actually like.'],
      mixed: ['Roomy fit, I could have gone a size down.', 'The fit is generous, so consider sizing down.'],
      neg: ['Huge! The fit is completely off and I had to send {them} back for a smaller size.', 'Ordered my usual {size} and {it} swamped me. Terrible fit.'],
    },
  },
  kidswear: {
    true: {
      pos: ['True to size for their age and {it} {fits} my {child} perfectly.', 'Good fit with a little room to grow.', '{It} {fits} my {child} really well.'],
      mixed: ['The fit is fine, true to their age.'],
      neg: ['The fit is okay, but that\u2019s about all.'],
    },
    small: {
      pos: ['Comes up slightly small, so I\u2019d go a size up for a good fit.'],
      mixed: ['Runs small, my {child} needed the next size up for a comfortable fit.'],
      neg: ['Came up so small it didn\u2019t fit my {child} at all.'],
    },
    large: {
      pos: ['A generous fit, so there\u2019s plenty of room to grow.'],
      mixed: ['Comes up big, the fit is loose on my {child} for now.'],
      neg: ['Far too big, the fit is nothing like the age on the label.'],
    },
  },
  footwear: {
    true: {
      pos: ['True to size and a perfect fit.', '{It} fitted perfectly straight out of the box.', 'I\u2019m a {size} and {they} {fits} perfectly.'],
      mixed: ['The fit is true to size, though quite narrow.'],
      neg: ['The fit is fine, but that\u2019s the only positive.'],
    },
    small: {
      pos: ['Slightly small, so I\u2019d go half a size up for a comfier fit.'],
      mixed: ['{They} {comes} up narrow and small, size up for a better fit.'],
      neg: ['Far too small, the fit is nothing like my usual {size}.', 'Came up so small I couldn\u2019t get my foot in, awful fit.'],
    },
    large: {
      pos: ['A touch big, I added an insole and now the fit is perfect.'],
      mixed: ['{They} {comes} up large, so size down for a snug fit.'],
      neg: ['So big my heel slips out, the fit is terrible.'],
    },
  },
};

/** Review titles that put the fit first. */
export const fitTitles: Record<Fitness, Record<Tone, readonly string[]>> = {
  true: { pos: ['Perfect fit', 'Fits like a dream', 'True to size'], mixed: ['True to size'], neg: ['Fits, but that\u2019s it'] },
  small: { pos: ['Size up!'], mixed: ['Runs small', 'Size up'], neg: ['Runs very small', 'Too small'] },
  large: { pos: ['Size down'], mixed: ['Comes up big'], neg: ['Far too big'] },
};

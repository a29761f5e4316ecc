import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { itTakesEveryTransition } from './testing/paths';
import { socialProofMachine, socialProofSelectors as select, type SocialProofMessage } from './socialProof.machine';
import { socialProof as spec } from './spec';

const viewing: SocialProofMessage = { code: 'VIEWING', message: '<strong>12 people</strong> are viewing this', isDismissible: false };
const bought: SocialProofMessage = { code: 'BOUGHT', message: 'Bought 30 times today', isDismissible: true };
const basket: SocialProofMessage = { code: 'BASKET', message: 'In 8 baskets', isDismissible: true };

function start(messages: SocialProofMessage[]) {
  const clock = new SimulatedClock();
  const actor = createActor(socialProofMachine, { input: { messages }, clock });
  actor.start();
  const shown = () => select.shownMessage(actor.getSnapshot())?.code;
  const fading = () => select.isFading(actor.getSnapshot());
  /** Through the rest of the 5 s display and the 300 ms fade of the message shown. */
  const nextMessage = () => {
    clock.increment(spec.displayMs);
    clock.increment(spec.fadeMs);
  };
  return { actor, clock, shown, fading, nextMessage };
}

describe('socialProof machine', () => {
  it('shows the first message after 2 s, each for 5 s, fading out over 300 ms, and loops', () => {
    const { clock, shown, fading, nextMessage } = start([viewing, bought, basket]);
    clock.increment(spec.startAfterMs - 1);
    expect(shown()).toBeUndefined();
    clock.increment(1);
    expect(shown()).toBe('VIEWING');
    clock.increment(spec.displayMs - 1);
    expect(fading()).toBe(false);
    clock.increment(1);
    expect([shown(), fading()]).toEqual(['VIEWING', true]);
    clock.increment(spec.fadeMs - 1);
    expect(shown()).toBe('VIEWING');
    clock.increment(1);
    expect([shown(), fading()]).toEqual(['BOUGHT', false]);
    nextMessage();
    expect(shown()).toBe('BASKET');
    nextMessage();
    expect(shown()).toBe('VIEWING');
  });

  it('dismisses a dismissible message: it fades out, the next follows, and it is skipped from then on', () => {
    const { actor, clock, shown, fading, nextMessage } = start([viewing, bought, basket]);
    clock.increment(spec.startAfterMs);
    expect(actor.getSnapshot().can({ type: 'socialProof.dismiss' })).toBe(false);
    nextMessage();
    expect(actor.getSnapshot().can({ type: 'socialProof.dismiss' })).toBe(true);
    actor.send({ type: 'socialProof.dismiss' });
    expect([shown(), fading()]).toEqual(['BOUGHT', true]);
    clock.increment(spec.fadeMs);
    expect(shown()).toBe('BASKET');
    nextMessage();
    expect(shown()).toBe('VIEWING');
    nextMessage();
    expect(shown()).toBe('BASKET');
  });

  it('shows nothing more once every message is dismissed, and cycles a single message left', () => {
    const { actor, clock, shown, nextMessage } = start([bought, basket]);
    clock.increment(spec.startAfterMs);
    actor.send({ type: 'socialProof.dismiss' });
    clock.increment(spec.fadeMs);
    expect(shown()).toBe('BASKET');
    nextMessage();
    expect(shown()).toBe('BASKET');
    actor.send({ type: 'socialProof.dismiss' });
    clock.increment(spec.fadeMs);
    expect(shown()).toBeUndefined();
    clock.increment(60_000);
    expect(shown()).toBeUndefined();
  });

  it('resets dismissals when the product changes, starting again after 2 s', () => {
    const { actor, clock, shown } = start([bought, basket]);
    clock.increment(spec.startAfterMs);
    actor.send({ type: 'socialProof.dismiss' });
    actor.send({ type: 'socialProof.productChanged' });
    expect(shown()).toBeUndefined();
    clock.increment(spec.startAfterMs);
    expect(shown()).toBe('BOUGHT');
  });

  it('shows the new product’s messages when they come with the change', () => {
    const { actor, clock, shown } = start([bought]);
    clock.increment(spec.startAfterMs);
    actor.send({ type: 'socialProof.productChanged', messages: [basket, viewing] });
    clock.increment(spec.startAfterMs);
    expect(shown()).toBe('BASKET');
  });

  it('shows nothing without messages', () => {
    const { clock, shown } = start([]);
    clock.increment(spec.startAfterMs);
    clock.increment(spec.displayMs);
    expect(shown()).toBeUndefined();
  });
});

describe('socialProof machine paths', () => {
  itTakesEveryTransition({
    machine: socialProofMachine,
    input: { messages: [viewing, bought] },
    events: [{ type: 'socialProof.dismiss' }, { type: 'socialProof.productChanged' }, { type: 'socialProof.productChanged', messages: [basket] }],
    expectations: {
      waiting: (snapshot) => {
        expect(select.shownMessage(snapshot)).toBeUndefined();
        expect(snapshot.context.dismissed).toEqual([]);
      },
      showing: (snapshot) => {
        const message = select.shownMessage(snapshot)!;
        expect(snapshot.context.dismissed).not.toContain(message.code);
        expect(select.isFading(snapshot)).toBe(false);
        expect(snapshot.can({ type: 'socialProof.dismiss' })).toBe(message.isDismissible);
      },
      fading: (snapshot) => {
        expect(select.shownMessage(snapshot)).toBeDefined();
        expect(select.isFading(snapshot)).toBe(true);
        expect(snapshot.can({ type: 'socialProof.dismiss' })).toBe(false);
      },
      done: (snapshot) => {
        expect(select.shownMessage(snapshot)).toBeUndefined();
        const left = snapshot.context.messages.filter((message) => !snapshot.context.dismissed.includes(message.code));
        expect(left).toEqual([]);
      },
    },
  });
});

import { describe, expect, it } from 'vitest';
import { acceptEntries, checkField, checkForm, counterText, entriesOf, REQUIRED_MESSAGE, type CustomisationField } from './rules';

const field = (apiName: string, extra: Partial<CustomisationField> = {}): CustomisationField => ({
  id: apiName,
  apiName,
  displayName: apiName.toUpperCase(),
  fieldType: 'text',
  optional: false,
  maxLength: undefined,
  placeholder: undefined,
  description: undefined,
  validationRegex: undefined,
  validationMessage: undefined,
  ...extra,
});

const initials = field('initials', { maxLength: 3, validationRegex: '^[A-Za-z]{1,3}$', validationMessage: 'Please enter up to three letters.' });
const thread = field('thread', { optional: true, maxLength: 12 });
const note = field('note');

describe('customisation rules (P §5)', () => {
  it('needs a required field filled; an optional one may stay empty', () => {
    expect(checkField(note, '')).toMatchObject({ problem: 'required', message: REQUIRED_MESSAGE });
    expect(checkField(note, '   ').problem).toBe('required');
    expect(checkField(initials, '')).toMatchObject({ problem: 'required', message: 'Please enter up to three letters.' });
    expect(checkField(thread, '').problem).toBeUndefined();
    expect(checkField(note, 'anything at all').problem).toBeUndefined();
  });

  it('counts down to maxLength as "{max} characters max ({remaining} remaining)" and refuses more', () => {
    expect(counterText(12, 4)).toBe('12 characters max (4 remaining)');
    expect(checkField(thread, 'Navy')).toMatchObject({ problem: undefined, counter: '12 characters max (8 remaining)', remaining: 8 });
    expect(checkField(thread, '')).toMatchObject({ counter: '12 characters max (12 remaining)' });
    expect(checkField(thread, 'x'.repeat(12)).problem).toBeUndefined();
    expect(checkField(thread, 'x'.repeat(13))).toMatchObject({ problem: 'tooLong', remaining: -1, message: '12 characters max (-1 remaining)' });
    // An emoji is one character to the shopper.
    expect(checkField(thread, '🎁🎁').remaining).toBe(10);
    expect(checkField(note, 'x'.repeat(500)).counter).toBeUndefined();
  });

  it('matches validationRegex, else shows validationMessage', () => {
    expect(checkField(initials, 'HV').problem).toBeUndefined();
    expect(checkField(initials, 'H1')).toMatchObject({ problem: 'pattern', message: 'Please enter up to three letters.' });
    expect(checkField(field('code', { validationRegex: '^\\d+$' }), 'ab')).toMatchObject({ problem: 'pattern', message: undefined });
    // A broken pattern lets nothing through.
    expect(checkField(field('broken', { validationRegex: '([' }), 'ab').problem).toBe('pattern');
  });

  it('is valid only when every field passes; an all-optional empty form is valid', () => {
    expect(checkForm([initials, thread], { initials: 'HV' }).valid).toBe(true);
    expect(checkForm([initials, thread], { initials: 'HV', thread: 'x'.repeat(13) }).valid).toBe(false);
    expect(checkForm([initials, thread], {}).valid).toBe(false);
    expect(checkForm([thread, field('other', { optional: true })], {}).valid).toBe(true);
  });

  it('sends displayName, apiName and value for each filled field', () => {
    expect(entriesOf([initials, thread], { initials: 'HV', thread: '' })).toEqual([{ displayName: 'INITIALS', apiName: 'initials', value: 'HV' }]);
  });

  it('accepts on the server only the group’s own fields, once each, passing their rules', () => {
    expect(acceptEntries([initials, thread], [{ displayName: 'whatever', apiName: 'initials', value: 'HV' }])).toEqual({ ok: true, entries: [{ displayName: 'INITIALS', apiName: 'initials', value: 'HV' }] });
    expect(acceptEntries([initials], [{ displayName: 'x', apiName: 'initials', value: 'HVXY' }])).toEqual({ ok: false, message: 'INITIALS: 3 characters max (-1 remaining)' });
    expect(acceptEntries([initials, thread], [{ displayName: 'x', apiName: 'thread', value: 'Red' }])).toMatchObject({ ok: false });
    expect(acceptEntries([initials], [{ displayName: 'x', apiName: 'other', value: 'A' }])).toMatchObject({ ok: false, message: 'Unknown customisation field other' });
    expect(acceptEntries([], [{ displayName: 'x', apiName: 'initials', value: 'A' }])).toMatchObject({ ok: false });
    expect(acceptEntries([], [])).toEqual({ ok: true, entries: [] });
  });
});

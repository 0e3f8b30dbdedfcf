import { describe, expect, it } from 'vitest';
import { readSafetyAnswer, soundsUrgent } from './safety-answer.js';

describe('readSafetyAnswer', () => {
  it.each([
    'Yes, everyone is safe and nobody needs an ambulance',
    "Yeah all good, she doesn't need help",
    'No one needs an ambulance, we are fine',
    'yep',
  ])('reads "%s" as safe', (text) => {
    expect(readSafetyAnswer(text)).toBe('safe');
  });

  it.each([
    'No',
    'He needs an ambulance',
    'Not safe, she is still bleeding heavily',
    'nobody needs help but Sam is unconscious',
  ])('reads "%s" as not safe', (text) => {
    expect(readSafetyAnswer(text)).toBe('unsafe');
  });

  it('leaves an answer about something else undecided', () => {
    expect(readSafetyAnswer('It was near the loading dock')).toBe('unclear');
  });
});

describe('soundsUrgent', () => {
  it('hears danger now, not an ordinary injury', () => {
    expect(soundsUrgent('Sam is unconscious on the floor')).toBe(true);
    expect(soundsUrgent('I twisted my ankle on the stairs')).toBe(false);
  });
});

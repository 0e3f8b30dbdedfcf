import { describe, expect, it } from 'vitest';
import { classifyIntent } from './classify-intent.js';

describe('classifyIntent', () => {
  it.each([
    'What are my duties when a worker is hurt?',
    'how do I lift safely',
    'Do I have to report a near miss to WorkSafe?',
    'What is a notifiable incident in Queensland?',
    'what PPE do I need for the grinder',
  ])('safety question: %s', (text) => {
    expect(classifyIntent(text, false)).toBe('safety_question');
  });

  it.each(['hi', 'G’day', 'thanks', 'Cheers mate!', 'who are you', 'what can you do?', 'ok'])(
    'small talk: %s',
    (text) => {
      expect(classifyIntent(text, false)).toBe('small_talk');
    },
  );

  it.each([
    'I slipped on a wet floor',
    'forklift nearly hit Sam',
    "there's a frayed cable in the lunchroom",
    'Sam cut his hand on a box cutter at smoko',
    'I want to report an incident',
    'The scaffold collapsed at the Southport site last night',
    'Yesterday arvo a pallet fell off the racking in aisle 4',
  ])('incident report: %s', (text) => {
    expect(classifyIntent(text, false)).toBe('incident_report');
  });

  it.each(['no', 'Sam and Priya', 'about 3', 'just first aid', 'yeah'])(
    'inside a report, a short answer belongs to it: %s',
    (text) => {
      expect(classifyIntent(text, true)).toBe('incident_report');
    },
  );

  it('inside a report, a plain safety question is still a question', () => {
    expect(classifyIntent('What are my duties when a worker is hurt?', true)).toBe('safety_question');
  });
});

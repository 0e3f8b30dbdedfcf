import { describe, expect, it } from 'vitest';
import { mergeSlots } from '../agent/merge-slots.js';
import { bodyPartOf } from './body-part.js';
import { extractFacts } from './extract-facts.js';
import { assessIntakeNotifiability } from './intake-notifiability.js';
import { agencyOf, mechanismOf } from './mechanism.js';
import { type AskedSlot, EMPTY_SLOTS, type ExtractContext, type IntakeSlots } from './slots.js';

// Wednesday 11 March 2026, 12:00 in Brisbane.
const ctx: ExtractContext = {
  now: new Date('2026-03-11T02:00:00Z'),
  timeZone: 'Australia/Brisbane',
  reporterName: 'Alex Nguyen',
  sites: [{ id: 'river', name: 'Riverside Warehouse', city: 'Brisbane', address: null }],
};

/** The worker's messages, each with the question the agent had just asked, merged as the agent does. */
function converse(...turns: [string, AskedSlot | null][]): IntakeSlots {
  let slots: IntakeSlots = { ...EMPTY_SLOTS };
  for (const [text, pending] of turns)
    slots = mergeSlots(slots, extractFacts(text, ctx, slots, pending)).slots;
  return slots;
}
const level = (...turns: [string, AskedSlot | null][]) =>
  assessIntakeNotifiability(converse(...turns)).notifiable;

describe('notifiability: ordinary injuries are not flagged (WHSQ guidance)', () => {
  it.each([
    'I hurt my wrist',
    'I bruised my shin on a pallet',
    'I cut my finger on a box cutter, put a band-aid on it',
    'I got a headache from the noise',
  ])('%s -> no', (text) => {
    expect(level([text, null])).toBe('no');
  });

  it.each([
    'I went to the GP for a sprain',
    'I got an x-ray at the GP, it is a sprain',
    'Sprained my ankle, emergency strapped it and sent me home',
  ])('a sprain treated as an outpatient: %s -> no', (text) => {
    expect(level([text, null])).toBe('no');
  });

  it('medical treatment of an unknown injury alone is not a reason to flag', () => {
    expect(level(['I hurt my wrist', null], ['I got an x-ray', 'treatment'])).toBe('no');
  });

  it.each([
    'I broke my wrist',
    'I burnt my arm on the fryer',
    'Sam hit his head on the beam, he has a head injury',
    'I went to hospital after I twisted my knee',
    'I inhaled chlorine fumes when mixing the pool chemicals',
    'My hand got caught in the conveyor roller',
  ])('genuinely uncertain serious cases stay possible: %s', (text) => {
    expect(level([text, null])).toBe('possible');
  });
});

describe('notifiability: spills (s37(a) needs an uncontrolled release of a hazardous substance)', () => {
  it.each(['spilt oil near aisle 4', 'We mopped up the spill and put out a wet floor sign'])(
    '%s -> no',
    (text) => {
      expect(level([text, null])).toBe('no');
    },
  );

  it('a chemical spill may be a dangerous incident', () => {
    const r = assessIntakeNotifiability(converse(['There was a chemical spill in the store room', null]));
    expect(r).toMatchObject({ notifiable: 'possible', category: 'dangerous_incident' });
  });
});

describe('extraction of answers to questions', () => {
  it('"Yes everyone is safe now" sets no date, time or title', () => {
    const found = extractFacts('Yes everyone is safe now', ctx, { ...EMPTY_SLOTS }, null);
    expect(found.incidentDate).toBeUndefined();
    expect(found.incidentTime).toBeUndefined();
    expect(found.title).toBeUndefined();
  });

  it('"it happened just now" and a "now" answer to "when?" are the incident time', () => {
    expect(extractFacts('it happened just now', ctx, { ...EMPTY_SLOTS }, null).incidentTime).toBe('12:00');
    expect(extractFacts('just now', ctx, { ...EMPTY_SLOTS }, 'when').incidentTime).toBe('12:00');
    expect(
      extractFacts('everyone is fine now, it happened at 9', ctx, { ...EMPTY_SLOTS }, null).incidentTime,
    ).toBe('09:00');
  });

  it.each([
    ['Priya Singh saw it', 'Priya Singh'],
    ['Sam and Priya', 'Sam, Priya'],
    ['my supervisor Dana Lee', 'Dana Lee (supervisor)'],
    ['Yes, Tom Lee saw what happened', 'Tom Lee'],
  ])('witnesses keep full names: %s', (text, witnesses) => {
    const slots = converse(['I slipped in the loading dock', null], [text, 'witnesses']);
    expect(slots.witnesses).toBe(witnesses);
    expect(slots.agency?.label).not.toBe('Powered equipment, tools and appliances');
    expect(slots.title).toBe('Slip in loading dock');
  });

  it('"saw" as a verb is not a saw; the tool still is', () => {
    for (const text of ['priya saw it', 'she saw me fall', 'he saw what happened', 'sam saw the forklift']) {
      expect(agencyOf(text)?.code).not.toBe('3');
    }
    expect(agencyOf('i cut my hand on the saw')?.code).toBe('3');
    expect(agencyOf('the table saw kicked back')?.code).toBe('3');
    expect(mechanismOf('priya saw it')).toBeNull();
  });

  it('treatment is not an immediate action', () => {
    const answer = extractFacts(
      'I got an x-ray',
      ctx,
      { ...EMPTY_SLOTS, narrative: 'I hurt my wrist' },
      'immediateActions',
    );
    expect(answer.immediateActions).toBeUndefined();
    expect(answer.treatment).toBe('doctor');
    const both = extractFacts(
      'We put an ice pack on it and cleaned up the spill',
      ctx,
      { ...EMPTY_SLOTS },
      'immediateActions',
    );
    expect(both.immediateActions).toBe('cleaned up the spill');
    expect(both.treatment).toBe('first_aid');
  });
});

describe('titles and places', () => {
  it('a short title names the event and the injured part', () => {
    const found = extractFacts(
      'Slipped on a wet floor in the loading dock at Riverside warehouse and hurt my left wrist',
      ctx,
      { ...EMPTY_SLOTS },
      null,
    );
    expect(found.title).toBe('Slip on wet floor - left wrist injury');
    expect(found.placeDetail).toBe('loading dock');
    expect(found.locationId).toBe('river');
  });

  it('titles are at most 60 characters', () => {
    const long =
      'I tripped over a long extension lead that somebody had run right across the walkway between the benches';
    expect((extractFacts(long, ctx, { ...EMPTY_SLOTS }, null).title ?? '').length).toBeLessThanOrEqual(60);
  });

  it('answers make no title', () => {
    const found = extractFacts('Priya Singh saw it', ctx, { ...EMPTY_SLOTS }, 'witnesses');
    expect(found.title).toBeUndefined();
  });

  it('a place is said once, and a vaguer later answer keeps the precise one', () => {
    expect(converse(['I slipped in the aisle near aisle 4', null]).placeDetail).toBe('aisle 4');
    expect(converse(['I slipped at the loading dock loading dock', null]).placeDetail).toBe('loading dock');
    expect(converse(['a box fell on me in aisle 4', null], ['in the aisle', 'where']).placeDetail).toBe(
      'aisle 4',
    );
    expect(converse(['I slipped in the loading dock', null], ['loading dock', 'where']).placeDetail).toBe(
      'loading dock',
    );
  });

  it.each([
    'walking to the pick face, and ran over her right foot',
    'at the coal face a rock fell on his right foot',
    'lowered his face shield and dropped the plate on his right foot',
  ])('a face that is a place or PPE is not the face: %s', (text) => {
    expect(bodyPartOf(text).location?.label).toBe('Lower limbs');
  });
});

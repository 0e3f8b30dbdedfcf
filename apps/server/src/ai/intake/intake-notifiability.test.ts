import { describe, expect, it } from 'vitest';
import { extractFacts } from './extract-facts.js';
import { assessIntakeNotifiability } from './intake-notifiability.js';
import { EMPTY_SLOTS, type IntakeSlots } from './slots.js';

const ctx = {
  now: new Date('2026-03-11T02:00:00Z'),
  timeZone: 'Australia/Brisbane',
  sites: [],
  reporterName: 'Alex',
};

/** As the agent uses it: the slots a worker's messages fill, then the assessment. */
function assessMessages(...messages: string[]) {
  let slots: IntakeSlots = { ...EMPTY_SLOTS };
  for (const m of messages) slots = { ...slots, ...extractFacts(m, ctx, slots, null) };
  return assessIntakeNotifiability(slots);
}

describe('assessIntakeNotifiability (WHS Act 2011 (Qld) ss35-37)', () => {
  it('s35(a) death', () => {
    const r = assessMessages('A contractor was killed when the trench wall fell on him');
    expect(r).toMatchObject({ notifiable: 'yes', category: 'death' });
    expect(r.reasons[0]).toContain('s35(a)');
  });

  it('s36(a) in-patient treatment from the treatment slot', () => {
    const r = assessIntakeNotifiability({
      ...EMPTY_SLOTS,
      narrative: 'Sam fell off the ute',
      treatment: 'hospital_inpatient',
    });
    expect(r).toEqual({
      notifiable: 'yes',
      category: 'serious_injury_or_illness',
      reasons: ['WHS Act 2011 (Qld) s36(a): treatment as a hospital in-patient'],
    });
  });

  it('"cut my finger off" is an amputation: yes, s36(b)(i), even without admission', () => {
    const r = assessMessages(
      'I cut my finger off on the bandsaw',
      'they fixed it up in emergency and sent me home',
    );
    expect(r.notifiable).toBe('yes');
    expect(r.category).toBe('serious_injury_or_illness');
    expect(r.reasons.some((x) => x.includes('s36(b)(i)'))).toBe(true);
  });

  it.each([
    ['Degloving injury to my hand in the roller', 's36(b)(v)'],
    ['He got third degree burns to his arm from the fryer', 's36(b)(iv)'],
    ['She fractured her spine falling from the mezzanine', 's36(b)(vi)'],
    ['He was knocked out when the beam hit his head', 's36(b)(vii)'],
    ['Deep laceration to my thigh from the chainsaw', 's36(b)(viii)'],
    ['He fell off the truck tray and fractured his skull', 's36(b)(ii)'],
    ['Sam got second and third degree burns when the steam line let go', 's36(b)(iv)'],
    ['She fell down the stairs, fracturing two vertebrae', 's36(b)(vi)'],
  ])('s36(b): %s', (text, section) => {
    const r = assessMessages(text);
    expect(r.notifiable).toBe('yes');
    expect(r.reasons.join(' ')).toContain(section);
  });

  it('s36(c): a chemical splash treated by a doctor', () => {
    const r = assessMessages(
      'Got a chemical splash in my eye decanting chlorine',
      'went to the doctor after',
    );
    expect(r.notifiable).toBe('yes');
    expect(r.reasons.join(' ')).toContain('s36(c)');
  });

  it('s37: a scaffold collapse with nobody hurt is a dangerous incident', () => {
    const r = assessMessages('The scaffold collapsed at the Southport site last night, nobody was hurt');
    expect(r.notifiable).toBe('yes');
    expect(r.category).toBe('dangerous_incident');
    expect(r.reasons[0]).toContain('s37');
    expect(r.reasons[0]).toContain('nobody was hurt');
  });

  it('a strain lifting boxes with first aid is not notifiable', () => {
    expect(assessMessages('I strained my lower back lifting boxes, put an ice pack on it')).toEqual({
      notifiable: 'no',
      category: null,
      reasons: [],
    });
  });

  it('a near miss with a forklift is not notifiable', () => {
    expect(assessMessages('A forklift nearly hit Sam in aisle 4, nobody was hurt').notifiable).toBe('no');
  });

  it('a fracture with unknown treatment is possible until the treatment is known', () => {
    const before = assessMessages('Priya fell off the loading dock and broke her wrist');
    expect(before).toMatchObject({ notifiable: 'possible', category: 'serious_injury_or_illness' });
    const admitted = assessMessages(
      'Priya fell off the loading dock and broke her wrist',
      'she was admitted overnight',
    );
    expect(admitted.notifiable).toBe('yes');
  });

  it('an emergency department visit alone is possible, not yes', () => {
    expect(assessMessages('I went to hospital after I twisted my knee on the stairs').notifiable).toBe(
      'possible',
    );
  });
});

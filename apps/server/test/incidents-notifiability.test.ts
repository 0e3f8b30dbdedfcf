import { describe, expect, it } from 'vitest';
import { addBusinessDays } from '../src/modules/incidents/incident-view.js';
import { assessNotifiability } from '../src/modules/incidents/notifiability.js';

const assess = (description: string, extra: object = {}) => assessNotifiability({ description, ...extra });

describe('assessNotifiability (WHS Act 2011 (Qld) ss35-37)', () => {
  it.each([
    'The subcontractor was pronounced dead at the scene by paramedics.',
    'A worker died after being struck by a reversing truck.',
    'Fatal fall from the mezzanine.',
  ])('s35(a) death: %s', (text) => {
    expect(assess(text)).toEqual({ notifiable: 'yes', notifiable_category: 'death' });
  });

  it.each([
    'His index finger was severed by the bandsaw and treated in the emergency department.',
    'Partial amputation of the left thumb on the meat slicer.',
    'She was admitted to hospital overnight after the fall.',
    'Worker hospitalised with a fractured pelvis after falling from the truck tray.',
    'Degloving injury to the right hand caught in the conveyor roller.',
    'Serious burns to both forearms from the fryer oil.',
    'He lost consciousness briefly after hitting his head on the beam.',
    'Deep laceration to the thigh from a chainsaw kickback.',
    'Vet nurse diagnosed with Q fever after handling birthing products.',
  ])('s36 serious injury or illness: %s', (text) => {
    expect(assess(text)).toEqual({ notifiable: 'yes', notifiable_category: 'serious_injury_or_illness' });
  });

  it('s36(c): medical treatment after exposure to a substance', () => {
    const text = 'Cleaner inhaled chlorine fumes when mixing products and saw a GP the next morning.';
    expect(assess(text, { medical_attention_required: true })).toEqual({
      notifiable: 'yes',
      notifiable_category: 'serious_injury_or_illness',
    });
    expect(assess(text).notifiable).toBe('possible');
  });

  it.each([
    'Uncontrolled escape of ammonia from the cold-room refrigeration plant; the area was evacuated.',
    'Gas leak at the LPG cylinder cage, nobody hurt.',
    'Electrician received an electric shock from a faulty switchboard.',
    'The scaffold collapsed overnight onto the footpath.',
    'Trench wall collapse while the crew was on lunch.',
    'Mobile crane overturned while lifting a precast panel.',
    'An explosion in the dust extraction unit.',
  ])('s37 dangerous incident: %s', (text) => {
    expect(assess(text)).toEqual({ notifiable: 'yes', notifiable_category: 'dangerous_incident' });
  });

  it.each([
    ['Worker taken to hospital by ambulance with a suspected broken wrist.', 'serious_injury_or_illness'],
    ['Small fire in the bin behind the kitchen, put out with an extinguisher.', 'dangerous_incident'],
    ['Forklift tipped over on the ramp; the driver was wearing a seatbelt.', 'dangerous_incident'],
  ])('possible: %s', (text, category) => {
    expect(assess(text)).toEqual({ notifiable: 'possible', notifiable_category: category });
  });

  it('a dangerous-incident type alone is possible', () => {
    expect(assess('Near the loading bay.', { report_type: 'DANGEROUS_INCIDENT' })).toEqual({
      notifiable: 'possible',
      notifiable_category: 'dangerous_incident',
    });
  });

  // WHSQ: plain outpatient treatment of a strain, sprain, bruise or minor cut is not notifiable;
  // medical treatment only matters for s36's listed injuries or a substance exposure (s36(c)).
  it.each([
    'Rolled ankle stepping off the kerb.',
    'Sprained wrist, x-ray at the GP showed no break.',
    'Bruised shin on the pallet, seen by the doctor.',
  ])('medical attention for a minor injury is not notifiable: %s', (text) => {
    expect(assess(text, { medical_attention_required: true })).toEqual({
      notifiable: 'no',
      notifiable_category: null,
    });
  });

  it('a minor injury treated in emergency and sent home is not notifiable; hospital alone is possible', () => {
    expect(
      assess('Sprained my ankle, the emergency department strapped it and sent me home.').notifiable,
    ).toBe('no');
    expect(assess('Twisted her knee on the stairs and went to hospital.').notifiable).toBe('possible');
  });

  it.each([
    'Spilt oil near aisle 4.',
    'We mopped up the spill and put out a wet floor sign.',
    'A carton of milk leaked in the cool room.',
  ])('a non-hazardous spill is not s37: %s', (text) => {
    expect(assess(text)).toEqual({ notifiable: 'no', notifiable_category: null });
  });

  it.each([
    'Chemical spill in the store room, the drum split.',
    'Diesel leaking from the bowser across the yard.',
    'A large spill of hydraulic oil on the ramp.',
  ])('a hazardous or large release may be s37(a): %s', (text) => {
    expect(assess(text)).toEqual({ notifiable: 'possible', notifiable_category: 'dangerous_incident' });
  });

  it.each([
    'Minor cut to finger, cleaned and a plaster applied.',
    'Muscle strain lifting a box of paper.',
    'Trip hazard: torn carpet near reception.',
    'Customer was verbally abusive at the counter.',
  ])('not notifiable (WHSQ: minor injuries are not): %s', (text) => {
    expect(assess(text)).toEqual({ notifiable: 'no', notifiable_category: null });
  });

  it('reads the title and the other text fields, not only the description', () => {
    expect(assessNotifiability({ title: 'Amputated toe', description: null }).notifiable).toBe('yes');
    expect(assessNotifiability({ nature_of_injury: 'Fractured skull' }).notifiable).toBe('yes');
    expect(assessNotifiability({}).notifiable).toBe('no');
  });
});

describe('addBusinessDays (Workers Compensation and Rehabilitation Act 2003 (Qld) s133)', () => {
  it.each([
    ['2026-03-02', '2026-03-12'], // Monday -> Thursday of the next week
    ['2026-03-06', '2026-03-18'], // Friday
    ['2026-03-07', '2026-03-18'], // Saturday counts from Monday
    ['2026-12-24', '2027-01-05'], // across the year end (public holidays not subtracted)
  ])('8 business days after %s is %s', (from, due) => {
    expect(addBusinessDays(from, 8)).toBe(due);
  });
});

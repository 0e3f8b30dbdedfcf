import { describe, expect, it } from 'vitest';
import { extractFacts } from './extract-facts.js';
import { EMPTY_SLOTS, type ExtractContext, type IntakeSlots } from './slots.js';

// Wednesday 11 March 2026, 12:00 in Brisbane (UTC+10, no daylight saving).
const ctx: ExtractContext = {
  now: new Date('2026-03-11T02:00:00Z'),
  timeZone: 'Australia/Brisbane',
  reporterName: 'Alex Nguyen',
  sites: [
    { id: 'north', name: 'Northside Distribution Centre', city: 'Brisbane', address: '1 Depot Rd' },
    { id: 'south', name: 'Southport Depot', city: 'Gold Coast', address: null },
    { id: 'tsv', name: 'Townsville Cold Store', city: 'Townsville', address: null },
  ],
};

const extract = (
  text: string,
  known: Partial<IntakeSlots> = {},
  pending: Parameters<typeof extractFacts>[3] = null,
) => extractFacts(text, ctx, { ...EMPTY_SLOTS, ...known }, pending);

describe('extractFacts: when', () => {
  it.each([
    ['yesterday arvo around 3 I slipped on the stairs', '2026-03-10', '15:00'],
    ['It happened yesterday at 3pm', '2026-03-10', '15:00'],
    ['last Tuesday at 7:30 a pallet fell off the racking', '2026-03-10', '07:30'],
    ['around 3pm yesterday', '2026-03-10', '15:00'],
    ['on 3/2/2026 at 10am', '2026-02-03', '10:00'],
  ])('%s', (text, date, time) => {
    const found = extract(text);
    expect(found.incidentDate).toBe(date);
    expect(found.incidentTime).toBe(time);
  });

  it('"this morning" gives the date without inventing a time', () => {
    const found = extract('I burnt my hand on the urn this morning');
    expect(found.incidentDate).toBe('2026-03-11');
    expect(found.incidentTime).toBeUndefined();
  });

  it('reads a bare "about 3" as the answer to "when" (3 pm at work), and keeps the known date', () => {
    const found = extract('about 3', { incidentDate: '2026-03-10' }, 'when');
    expect(found.incidentTime).toBe('15:00');
    expect(found.incidentDate).toBeUndefined();
  });

  it('does not read measurements as times', () => {
    const found = extract('He fell 3 metres off the ladder onto the 2nd floor landing');
    expect(found.incidentTime).toBeUndefined();
    expect(found.incidentDate).toBeUndefined();
  });
});

describe('extractFacts: where', () => {
  it.each([
    ['down at northside, near the loading dock', 'north'],
    ['at the Brisbane warehouse', 'north'],
    ['out at Southport', 'south'],
    ['at the townsvile cold store', 'tsv'],
  ])('%s', (text, id) => {
    expect(extract(text).locationId).toBe(id);
  });

  it('does not guess a site from a generic word', () => {
    expect(extract('in the depot').locationId).toBeUndefined();
  });

  it('keeps the place on site in the worker words', () => {
    expect(extract('I slipped in the loading dock at Northside').placeDetail).toBe('loading dock');
    expect(extract('a box fell on me in aisle 4').placeDetail).toBe('aisle 4');
  });
});

describe('extractFacts: what happened', () => {
  it('a slip on a wet floor in the warehouse', () => {
    const found = extract('I slipped on a wet floor in the warehouse and hurt my knee');
    expect(found).toMatchObject({
      title: 'Slip on wet floor - knee injury',
      reportType: 'INJURY',
      injuredPerson: 'Alex Nguyen',
      nobodyHurt: false,
      bodyPart: 'knee',
      placeDetail: 'warehouse',
    });
    expect(found.mechanism?.code).toBe('0');
    expect(found.bodilyLocation?.code).toBe('5');
    expect(found.narrative).toBe('I slipped on a wet floor in the warehouse and hurt my knee');
  });

  it('"cut my finger off" is an amputation, critical', () => {
    const found = extract('I cut my finger off on the bandsaw');
    expect(found.natureOfInjury).toBe('Amputation');
    expect(found.nature?.code).toBe('3');
    expect(found.bodyPart).toBe('finger');
    expect(found.bodilyLocation?.code).toBe('4');
    expect(found.severity).toBe('CRITICAL');
  });

  it('a near miss with a forklift', () => {
    const found = extract('A forklift nearly hit Sam in aisle 4, nobody was hurt');
    expect(found).toMatchObject({
      reportType: 'NEAR_MISS',
      nobodyHurt: true,
      injuredPerson: 'Nobody',
      severity: 'LOW',
    });
    expect(found.mechanism?.code).toBe('9');
    expect(found.agency?.code).toBe('2');
  });

  it('a chemical splash to the eye', () => {
    const found = extract(
      'Got a chemical splash in my eye decanting chlorine, washed it out at the eye wash',
    );
    expect(found.natureOfInjury).toBe('Chemical splash or burn');
    expect(found.bodyPart).toBe('eye');
    expect(found.bodilyLocation?.code).toBe('1');
    expect(found.mechanism?.code).toBe('6');
    // First aid is the treatment; immediate actions are about the hazard and the scene.
    expect(found.immediateActions).toBeUndefined();
    expect(found.treatment).toBe('first_aid');
  });

  it('a scaffold collapse with nobody hurt is a dangerous incident', () => {
    const found = extract('The scaffold collapsed at Southport last night, nobody was hurt');
    expect(found).toMatchObject({
      reportType: 'DANGEROUS_INCIDENT',
      nobodyHurt: true,
      locationId: 'south',
      severity: 'HIGH',
    });
  });

  it('a strain lifting boxes is body stressing', () => {
    const found = extract('I strained my lower back lifting boxes, just put an ice pack on it');
    expect(found).toMatchObject({
      natureOfInjury: 'Sprain or strain',
      bodyPart: 'lower back',
      treatment: 'first_aid',
      severity: 'LOW',
      title: 'Strained lower back lifting boxes',
    });
    expect(found.immediateActions).toBeUndefined();
    expect(found.mechanism?.code).toBe('4');
    expect(found.bodilyLocation?.code).toBe('3');
  });

  it('a named person and a specific body part', () => {
    const found = extract('Sam jammed his left index finger in the roller door');
    expect(found.injuredPerson).toBe('Sam');
    expect(found.bodyPart).toBe('left index finger');
    expect(found.mechanism?.code).toBe('2');
  });

  it('a hazard with nobody involved', () => {
    const found = extract("there's a frayed cable in the lunchroom");
    expect(found.reportType).toBe('HAZARD');
    expect(found.placeDetail).toBe('lunchroom');
    expect(found.injuredPerson).toBeUndefined();
  });

  it('keeps titles short', () => {
    const long = `${'The pallet wrapper on line two kept jamming '.repeat(4)}and it finally broke`;
    expect((extract(long).title ?? '').length).toBeLessThan(80);
  });
});

describe('extractFacts: treatment', () => {
  it.each([
    ['They took me by ambulance to hospital', 'hospital_inpatient'],
    ['Priya was admitted overnight', 'hospital_inpatient'],
    ['I was kept overnight for observation', 'hospital_inpatient'],
    ['I went to hospital and they stitched it up and sent me home', 'doctor'],
    ['went to the GP this morning', 'doctor'],
    ['just put a band-aid on it', 'first_aid'],
  ])('%s -> %s', (text, treatment) => {
    expect(extract(text).treatment).toBe(treatment);
  });
});

describe('extractFacts: answers to the question just asked', () => {
  it('witnesses: "no", names, and lower-case names', () => {
    expect(extract('no', {}, 'witnesses').witnesses).toBe('None');
    expect(extract('Sam and Priya', {}, 'witnesses').witnesses).toBe('Sam, Priya');
    expect(extract('sam and priya', {}, 'witnesses').witnesses).toBe('Sam, Priya');
    expect(extract('nobody saw it').witnesses).toBe('None');
  });

  it('treatment: "just first aid", "no"', () => {
    expect(extract('just first aid', {}, 'treatment').treatment).toBe('first_aid');
    expect(extract('nah', {}, 'treatment').treatment).toBe('none');
  });

  it('injury: "my wrist, it\'s swollen"', () => {
    const found = extract("my wrist, it's swollen", {}, 'injury');
    expect(found.bodyPart).toBe('wrist');
    expect(found.bodilyLocation?.code).toBe('4');
    expect(found.injuredPerson).toBe('Alex Nguyen');
  });

  it('immediate actions: a free answer is kept', () => {
    expect(
      extract('isolated the machine and told my supervisor', {}, 'immediateActions').immediateActions,
    ).toBe('isolated the machine');
    expect(extract('nothing', {}, 'immediateActions').immediateActions).toBe('None');
  });

  it('never overwrites a known slot with null, and appends to the narrative', () => {
    const known = {
      narrative: 'I slipped on the ramp',
      bodyPart: 'ankle',
      treatment: 'doctor' as const,
      title: 'Slip on ramp',
    };
    const found = extract('Sam and Priya', known, 'witnesses');
    expect(found.narrative).toBe('I slipped on the ramp\nSam and Priya');
    expect(found).not.toHaveProperty('bodyPart');
    expect(found).not.toHaveProperty('treatment');
    expect(found).not.toHaveProperty('title');
    for (const value of Object.values(found)) expect(value).not.toBeNull();
  });

  it('an empty message adds nothing', () => {
    expect(extract('   ')).toEqual({});
  });
});

describe('extractFacts: speed', () => {
  it('takes well under 5 ms a message once warm', () => {
    const text =
      'Yesterday arvo around 3 Sam slipped on oil in aisle 4 at Northside, broke his wrist and went to hospital';
    extract(text);
    const runs = 50;
    const start = process.cpuUsage();
    for (let i = 0; i < runs; i++) extract(text);
    const used = process.cpuUsage(start);
    expect((used.user + used.system) / 1000 / runs).toBeLessThan(2);
  });
});

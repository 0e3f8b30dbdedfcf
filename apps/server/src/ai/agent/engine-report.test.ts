import { describe, expect, it } from 'vitest';
import { EMPTY_SLOTS, type IntakeSlots } from '../intake/slots.js';
import { runTurn } from './engine.js';
import { agent, converse, ctx, FALL, fallFacts } from './engine-fixtures.js';
import type { IntakeNotifiability } from './notifiable-statement.js';
import { initialState, restoreState } from './state.js';

describe('notifiable incidents', () => {
  const serious = (s: IntakeSlots): IntakeNotifiability =>
    s.treatment === 'hospital_inpatient'
      ? { notifiable: 'yes', category: 'serious_injury_or_illness', reasons: ['in-patient treatment'] }
      : s.natureOfInjury === 'head injury'
        ? { notifiable: 'possible', category: 'serious_injury_or_illness', reasons: ['head injury'] }
        : { notifiable: 'no', category: null, reasons: [] };

  it('says so at once with the category, WHSQ number and site preservation', () => {
    const text = 'Kim was admitted to hospital after the forklift hit her';
    const turn = runTurn(
      initialState(),
      text,
      ctx,
      agent({ [text]: { treatment: 'hospital_inpatient' } }, serious),
    );
    const r = turn.reply.response;
    expect(turn.reply.notifiable).toBe('yes');
    expect(r).toMatch(/notifiable incident under the WHS Act 2011 \(Qld\)/);
    expect(r).toMatch(/serious injury or illness \(s36\)/);
    expect(r).toMatch(/notify Workplace Health and Safety Queensland \(WHSQ\) immediately on 1300 362 128/);
    expect(r).toMatch(/do not disturb the site/i);
    expect(r).toMatch(/until an inspector arrives or directs otherwise/);
    expect(r).toMatch(/help an injured person/);
    expect(r).toMatch(/remove a deceased person/);
    expect(r).toMatch(/make the site safe or prevent a further incident/);
    expect(r).toMatch(/police/);
    expect(turn.state.announced).toBe('yes');
  });

  it('names death (s35) and dangerous incident (s37)', () => {
    const death = 'a contractor died';
    const collapse = 'the scaffold collapsed overnight';
    const assess = (s: IntakeSlots): IntakeNotifiability =>
      s.narrative === death
        ? { notifiable: 'yes', category: 'death', reasons: [] }
        : { notifiable: 'yes', category: 'dangerous_incident', reasons: [] };
    const script = { [death]: { narrative: death }, [collapse]: { narrative: collapse } };
    expect(runTurn(initialState(), death, ctx, agent(script, assess)).reply.response).toMatch(
      /the death of a person \(s35\)/,
    );
    expect(runTurn(initialState(), collapse, ctx, agent(script, assess)).reply.response).toMatch(
      /a dangerous incident \(s37\)/,
    );
  });

  it('says a manager must check when it is only possibly notifiable, then says it once only', () => {
    const { replies } = converse(
      agent({ [FALL]: { ...fallFacts, natureOfInjury: 'head injury' } }, serious),
      [FALL, 'yes', 'yesterday'],
    );
    expect(replies[0]?.reply.notifiable).toBe('possible');
    expect(replies[0]?.reply.response).toMatch(/may be a notifiable incident/);
    expect(replies[0]?.reply.response).toMatch(/a manager must check it now/i);
    expect(replies[0]?.reply.response).toMatch(/1300 362 128/);
    expect(replies[1]?.reply.response).not.toMatch(/1300 362 128/);
    expect(replies[2]?.reply.response).not.toMatch(/1300 362 128/);
  });

  it('speaks again when "possible" hardens into "yes"', () => {
    const { replies } = converse(
      agent(
        {
          [FALL]: { ...fallFacts, natureOfInjury: 'head injury' },
          'kept in hospital': { treatment: 'hospital_inpatient' },
        },
        serious,
      ),
      [FALL, 'yes', 'kept in hospital'],
    );
    expect(replies[2]?.reply.response).toMatch(/This looks like a notifiable incident/);
    expect(replies[2]?.state.announced).toBe('yes');
  });
});

describe('the read-back summary and after it', () => {
  const full: Partial<IntakeSlots> = {
    ...fallFacts,
    incidentDate: '2026-11-24',
    incidentTime: '15:00',
    locationId: 's1',
    locationName: 'Northside Warehouse',
    natureOfInjury: 'sprain',
    treatment: 'doctor',
    witnesses: 'Priya Singh',
    immediateActions: 'Ice pack, area cordoned off',
  };

  function finished() {
    const start = { ...initialState() };
    const first = runTurn(start, FALL, ctx, agent({ [FALL]: full }));
    const withNumber = { ...first.state, incidentNumber: 'INC-2026-000007' };
    return runTurn(withNumber, 'yes all safe', ctx, agent({ [FALL]: full }));
  }

  it('lists every recorded fact, the number, the upload invitation and My Drafts', () => {
    const turn = finished();
    const r = turn.reply.response;
    expect(r).toContain('When: 24/11/2026 at 15:00');
    expect(r).toContain('Where: Northside Warehouse, loading dock');
    expect(r).toContain('Who was hurt: Sam Worker');
    expect(r).toContain('Injury: sprain, wrist');
    expect(r).toContain('Treatment: Seen by a doctor');
    expect(r).toContain('Witnesses: Priya Singh');
    expect(r).toContain('Actions taken: Ice pack, area cordoned off');
    expect(r).toContain('INC-2026-000007');
    expect(r).toMatch(/photos or documents/);
    expect(r).toMatch(/My Drafts/);
    expect(turn.reply.action).toBe('upload_file');
    expect(turn.state.mode).toBe('done');
    expect(turn.state.asked).toEqual([]);
  });

  it('marks what is missing as not recorded', () => {
    const { replies } = converse(agent({ [FALL]: { narrative: FALL } }), [
      FALL,
      'yes',
      'a',
      'b',
      'c',
      'd',
      'e',
    ]);
    expect(replies[6]?.reply.response).toMatch(/When: not recorded yet/);
  });

  it('adds later details to the same draft and says where it is', () => {
    const done = finished().state;
    const turn = runTurn(
      done,
      'Also Alex saw it',
      ctx,
      agent({ 'Also Alex saw it': { witnesses: 'Priya Singh, Alex' } }),
    );
    expect(turn.draftChanged).toBe(true);
    expect(turn.newReport).toBe(false);
    expect(turn.changed).toEqual(['witnesses']);
    expect(turn.reply.response).toMatch(/added that to draft INC-2026-000007/);
    expect(turn.state.mode).toBe('done');
  });

  it('answers thanks briefly without touching the draft', () => {
    const turn = runTurn(finished().state, 'thanks', ctx, agent({}));
    expect(turn.draftChanged).toBe(false);
    expect(turn.reply.intent).toBe('small_talk');
  });

  it('starts a fresh report when the worker says another thing happened', () => {
    const text = 'another thing happened, a box fell on my foot';
    const turn = runTurn(
      finished().state,
      text,
      ctx,
      agent({ [text]: { narrative: 'a box fell on my foot' } }),
    );
    expect(turn.newReport).toBe(true);
    expect(turn.state.incidentNumber).toBeNull();
    expect(turn.state.slots.narrative).toBe('a box fell on my foot');
    expect(turn.state.slots.witnesses).toBeNull();
    expect(turn.reply.response).toMatch(/new draft report/);
    expect(turn.reply.response).toMatch(/is everyone safe now/i);
  });
});

describe('slot merging and stored state', () => {
  it('accumulates the narrative, keeps the first title and the more confident code', () => {
    const a = 'I tripped on a cable';
    const b = 'it was near the printer';
    const deps = agent({
      [a]: {
        narrative: a,
        title: 'Tripped on cable',
        mechanism: { code: '0', label: 'Falls', confidence: 0.9 },
      },
      [b]: {
        narrative: b,
        title: 'Near the printer',
        mechanism: { code: '9', label: 'Other', confidence: 0.3 },
      },
    });
    const { state } = converse(deps, [a, b]);
    expect(state.slots.narrative).toBe(`${a}\n${b}`);
    expect(state.slots.title).toBe('Tripped on cable');
    expect(state.slots.mechanism?.code).toBe('0');
  });

  it('restores a stored state and survives an empty or foreign one', () => {
    const turn = runTurn(initialState(), FALL, ctx, agent({ [FALL]: fallFacts }));
    const round = restoreState(JSON.parse(JSON.stringify(turn.state)));
    expect(round).toEqual(turn.state);
    expect(restoreState({})).toEqual(initialState());
    expect(restoreState(null)).toEqual(initialState());
    expect(restoreState({ version: 1, slots: { bodyPart: 'knee' } }).slots).toEqual({
      ...EMPTY_SLOTS,
      bodyPart: 'knee',
    });
  });
});

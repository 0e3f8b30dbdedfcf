import { describe, expect, it } from 'vitest';
import { EMPTY_SLOTS, type ExtractContext, type IntakeSlots } from '../intake/slots.js';
import { type AgentDeps, runTurn } from './engine.js';
import type { IntakeNotifiability } from './notifiable-statement.js';
import { MAX_QUESTIONS } from './questions.js';
import { type AgentState, initialState, restoreState } from './state.js';

/**
 * The dialogue policy on its own: the extractor and classifier are scripted here (their own
 * tests cover reading sentences), so each case says exactly which facts a message carried.
 */
const ctx: ExtractContext = {
  now: new Date('2026-11-25T05:00:00Z'),
  timeZone: 'Australia/Brisbane',
  sites: [{ id: 's1', name: 'Northside Warehouse', city: 'Brisbane', address: null }],
  reporterName: 'Sam Worker',
};

type Script = Record<string, Partial<IntakeSlots>>;

function agent(script: Script, assess?: (s: IntakeSlots) => IntakeNotifiability): AgentDeps {
  return {
    extract: (text) => script[text] ?? {},
    classify: (text, inReport) => {
      if (text.endsWith('?')) return 'safety_question';
      if (/^(hi|hello|g'day)\b/i.test(text)) return 'small_talk';
      return inReport || text in script ? 'incident_report' : 'small_talk';
    },
    assess: assess ?? (() => ({ notifiable: 'no', category: null, reasons: [] })),
    knowledge: {
      answer: (q) =>
        q.includes('ladder')
          ? { answer: 'Keep three points of contact.', sources: ['Working at heights'] }
          : null,
      fallback: () => 'I could not find that in my notes. Ask your supervisor or WHSQ.',
    },
  };
}

const FALL = 'I slipped on oil in the loading dock and hurt my wrist';
const fallFacts: Partial<IntakeSlots> = {
  narrative: FALL,
  title: 'Slipped on oil in the loading dock',
  reportType: 'INJURY',
  placeDetail: 'loading dock',
  injuredPerson: 'Sam Worker',
  bodyPart: 'wrist',
};

function converse(deps: AgentDeps, messages: string[], start: AgentState = initialState()) {
  let state = start;
  const replies = [];
  for (const m of messages) {
    const turn = runTurn(state, m, ctx, deps);
    state = turn.state;
    replies.push(turn);
  }
  return { state, replies };
}

describe('telling reports, questions and small talk apart', () => {
  it('answers small talk with what it can do and starts nothing', () => {
    const turn = runTurn(initialState(), 'hello there', ctx, agent({}));
    expect(turn.reply.intent).toBe('small_talk');
    expect(turn.reply.response).toMatch(/report|incident/i);
    expect(turn.reply.response).toMatch(/safety question/i);
    expect(turn.state.mode).toBe('idle');
    expect(turn.draftChanged).toBe(false);
    expect(turn.newReport).toBe(false);
  });

  it('answers a safety question from the knowledge base with its sources', () => {
    const turn = runTurn(initialState(), 'how do I use a ladder safely?', ctx, agent({}));
    expect(turn.reply).toMatchObject({
      intent: 'safety_question',
      response: 'Keep three points of contact.',
      sources: ['Working at heights'],
      action: null,
      notifiable: null,
    });
    expect(turn.draftChanged).toBe(false);
  });

  it('falls back when the knowledge base has nothing', () => {
    const turn = runTurn(initialState(), 'what is the meaning of life?', ctx, agent({}));
    expect(turn.reply.response).toMatch(/could not find/);
    expect(turn.reply.sources).toEqual([]);
  });
});

describe('the first turn of a report', () => {
  it('starts a draft, extracts and asks whether everyone is safe', () => {
    const turn = runTurn(initialState(), FALL, ctx, agent({ [FALL]: fallFacts }));
    expect(turn.newReport).toBe(true);
    expect(turn.draftChanged).toBe(true);
    expect(turn.state.mode).toBe('reporting');
    expect(turn.state.pending).toBe('safety');
    expect(turn.state.slots.bodyPart).toBe('wrist');
    expect(turn.reply.intent).toBe('incident_report');
    expect(turn.reply.response).toMatch(/is everyone safe now\?/i);
    expect(turn.reply.response).toMatch(/000/);
    expect(turn.reply.response).not.toMatch(/call 000 now/i);
    expect(turn.reply.notifiable).toBe('no');
  });

  it('tells them to call 000 first when someone is unconscious', () => {
    const text = 'Jo fell off the mezzanine and is unconscious';
    const turn = runTurn(initialState(), text, ctx, agent({ [text]: { narrative: text } }));
    expect(turn.reply.response.indexOf('call 000 now')).toBe(turn.reply.response.search(/call 000 now/i));
    expect(turn.reply.response.search(/call 000 now/i)).toBeLessThan(
      turn.reply.response.search(/is everyone safe/i),
    );
    expect(turn.reply.response.startsWith('If anyone is seriously hurt')).toBe(true);
  });
});

describe('asking for what is missing', () => {
  it('asks one question at a time in the set order after the safety check', () => {
    const hurt = { narrative: FALL, reportType: 'INJURY' as const, injuredPerson: 'Sam Worker' };
    const { replies, state } = converse(agent({ [FALL]: hurt }), [
      FALL,
      'yes everyone is fine',
      'dunno',
      'dunno',
      'dunno',
      'dunno',
      'dunno',
    ]);
    expect(replies[1]?.reply.response).toMatch(/good to hear everyone is safe/i);
    expect(replies[1]?.reply.response).toMatch(/when did it happen\?/i);
    expect(replies[2]?.reply.response).toMatch(/where did it happen\? which site \(Northside Warehouse\)/i);
    expect(replies[3]?.reply.response).toMatch(/what was the injury, and which part of the body/i);
    expect(replies[4]?.reply.response).toMatch(/what treatment/i);
    expect(replies[5]?.reply.response).toMatch(/did anyone see it/i);
    // The cap: five questions asked, so the sixth turn reads back instead of asking more.
    expect(state.asked).toHaveLength(MAX_QUESTIONS);
    expect(replies[6]?.reply.response).toMatch(/here's what i've recorded/i);
    expect(replies[6]?.reply.action).toBe('upload_file');
    expect(replies[6]?.reply.response).not.toMatch(/what was done straight away/i);
    expect(state.mode).toBe('done');
    expect(state.slots.placeDetail).toBeNull();
    // One question per turn: each reply adds exactly one asked slot.
    expect(replies.slice(1, 6).map((r) => r.state.asked.length)).toEqual([1, 2, 3, 4, 5]);
  });

  it('skips what the worker already said', () => {
    const full: Partial<IntakeSlots> = {
      ...fallFacts,
      incidentDate: '2026-11-24',
      incidentTime: '15:00',
      locationId: 's1',
      locationName: 'Northside Warehouse',
      natureOfInjury: 'sprain',
      treatment: 'first_aid',
    };
    const { replies, state } = converse(agent({ [FALL]: full, 'Priya saw it': { witnesses: 'Priya' } }), [
      FALL,
      'yes',
      'Priya saw it',
      'we mopped the oil and put up a sign',
    ]);
    expect(replies[1]?.reply.response).toMatch(/did anyone see it/i);
    expect(replies[2]?.reply.response).toMatch(/what was done straight away/i);
    expect(state.slots.immediateActions).toBe('we mopped the oil and put up a sign');
    expect(state.asked).toEqual(['witnesses', 'immediateActions']);
    expect(replies[3]?.reply.action).toBe('upload_file');
  });

  it('asks only for the missing half of the injury', () => {
    const { replies } = converse(agent({ [FALL]: fallFacts }), [FALL, 'yes', 'yesterday', 'dock']);
    // when and where were answered as free text or not at all; the injury question names the gap
    const injuryAsk = replies.map((r) => r.reply.response).find((r) => /kind of injury/i.test(r));
    expect(injuryAsk).toBeDefined();
  });

  it('does not ask about injury or treatment when nobody was hurt', () => {
    const text = 'A pallet fell from the top rack, nobody was hurt';
    const { state } = converse(
      agent({
        [text]: { narrative: text, nobodyHurt: true, injuredPerson: 'Nobody', reportType: 'NEAR_MISS' },
      }),
      [text, 'yes', 'a', 'b', 'c', 'd'],
    );
    expect(state.asked).toEqual(['when', 'where', 'witnesses', 'immediateActions']);
    expect(state.mode).toBe('done');
  });

  it('asks whether anyone was hurt when it cannot tell, and skips treatment when not answered', () => {
    const { replies, state } = converse(agent({ [FALL]: { narrative: FALL } }), [
      FALL,
      'yes',
      'x',
      'y',
      'dunno',
      'no',
    ]);
    expect(replies[3]?.reply.response).toMatch(/was anyone hurt\?/i);
    expect(replies[4]?.reply.response).toMatch(/did anyone see it/i);
    expect(state.slots.witnesses).toBe('None');
    expect(state.asked).not.toContain('treatment');
  });

  it('never asks the same question twice even when the answer is unusable', () => {
    const { state } = converse(agent({ [FALL]: fallFacts }), [FALL, 'yes', '?!', 'hmm']);
    expect(new Set(state.asked).size).toBe(state.asked.length);
  });

  it('lets the welfare answer add facts but not correct known ones', () => {
    const deps = agent({
      [FALL]: { ...fallFacts, incidentDate: '2026-11-24' },
      'yes all safe now, Priya saw it': { incidentDate: '2026-11-25', witnesses: 'Priya' },
    });
    const { state } = converse(deps, [FALL, 'yes all safe now, Priya saw it']);
    expect(state.slots.incidentDate).toBe('2026-11-24');
    expect(state.slots.witnesses).toBe('Priya');
    expect(state.slots.narrative).toBe(FALL);
  });

  it('does not take an answer placed in another slot as the asked free-text slot', () => {
    const full = {
      ...fallFacts,
      natureOfInjury: 'sprain',
      incidentDate: '2026-11-24',
      locationId: 's1',
      treatment: 'first_aid' as const,
      witnesses: 'None',
    };
    const deps = agent({ [FALL]: full, 'I got an x-ray later': { treatment: 'doctor' } });
    const { state, replies } = converse(deps, [FALL, 'yes', 'I got an x-ray later']);
    expect(replies[1]?.state.pending).toBe('immediateActions');
    expect(state.slots.treatment).toBe('doctor');
    expect(state.slots.immediateActions).toBeNull();
  });

  it('asks the reporter about their own treatment as "you"', () => {
    const deps = agent({
      [FALL]: { ...fallFacts, natureOfInjury: 'sprain', incidentDate: '2026-11-24', locationId: 's1' },
    });
    const { replies } = converse(deps, [FALL, 'yes']);
    expect(replies[1]?.reply.response).toMatch(/what treatment did you get/i);
  });

  it('reads a bare "no" to the safety check as not safe and urges 000', () => {
    const { replies } = converse(agent({ [FALL]: fallFacts }), [FALL, 'no']);
    expect(replies[1]?.reply.response).toMatch(/call 000 now/i);
    expect(replies[1]?.state.safetyConfirmed).toBe(false);
  });

  it('answers a question mid-report and asks the pending question again', () => {
    const { replies, state } = converse(agent({ [FALL]: fallFacts }), [FALL, 'yes', 'can I use a ladder?']);
    expect(replies[2]?.reply.intent).toBe('safety_question');
    expect(replies[2]?.reply.response).toMatch(/three points of contact[\s\S]*when did it happen/i);
    expect(state.pending).toBe('when');
    expect(state.asked).toEqual(['when']);
  });
});

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

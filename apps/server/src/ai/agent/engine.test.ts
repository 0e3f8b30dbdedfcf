import { describe, expect, it } from 'vitest';
import type { IntakeSlots } from '../intake/slots.js';
import { runTurn } from './engine.js';
import { agent, converse, ctx, FALL, fallFacts } from './engine-fixtures.js';
import { MAX_QUESTIONS } from './questions.js';
import { initialState } from './state.js';

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

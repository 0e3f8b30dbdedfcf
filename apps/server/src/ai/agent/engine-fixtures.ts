import type { ExtractContext, IntakeSlots } from '../intake/slots.js';
import { type AgentDeps, runTurn } from './engine.js';
import type { IntakeNotifiability } from './notifiable-statement.js';
import { type AgentState, initialState } from './state.js';

/**
 * The dialogue policy on its own: the extractor and classifier are scripted here (their own
 * tests cover reading sentences), so each case says exactly which facts a message carried.
 */
export const ctx: ExtractContext = {
  now: new Date('2026-11-25T05:00:00Z'),
  timeZone: 'Australia/Brisbane',
  sites: [{ id: 's1', name: 'Northside Warehouse', city: 'Brisbane', address: null }],
  reporterName: 'Sam Worker',
};

export type Script = Record<string, Partial<IntakeSlots>>;

export function agent(script: Script, assess?: (s: IntakeSlots) => IntakeNotifiability): AgentDeps {
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

export const FALL = 'I slipped on oil in the loading dock and hurt my wrist';
export const fallFacts: Partial<IntakeSlots> = {
  narrative: FALL,
  title: 'Slipped on oil in the loading dock',
  reportType: 'INJURY',
  placeDetail: 'loading dock',
  injuredPerson: 'Sam Worker',
  bodyPart: 'wrist',
};

export function converse(deps: AgentDeps, messages: string[], start: AgentState = initialState()) {
  let state = start;
  const replies = [];
  for (const m of messages) {
    const turn = runTurn(state, m, ctx, deps);
    state = turn.state;
    replies.push(turn);
  }
  return { state, replies };
}

import type { ChatIntent } from '@app/contracts';
import type {
  AskedSlot,
  ClassifyIntent,
  ExtractContext,
  ExtractFacts,
  IntakeSlots,
} from '../intake/slots.js';
import { mergeSlots } from './merge-slots.js';
import {
  type AssessNotifiability,
  type IntakeNotifiability,
  notifiableStatement,
} from './notifiable-statement.js';
import { nextQuestion, questionText } from './questions.js';
import { readSafetyAnswer, soundsUrgent, startsNewIncident } from './safety-answer.js';
import { type AgentState, initialState, type NotifiableLevel } from './state.js';
import { AGENT_STRINGS as S } from './strings.js';
import { summaryText } from './summary.js';

export interface KnowledgeBase {
  answer(question: string): { answer: string; sources: string[] } | null;
  fallback(): string;
}

/**
 * What one turn may call. `extract` and `classify` are the built-in ones or a model's output for
 * this turn; notifiability and the knowledge base are always the built-in code.
 */
export interface AgentDeps {
  extract: ExtractFacts;
  classify: ClassifyIntent;
  assess: AssessNotifiability;
  knowledge: KnowledgeBase;
}

export interface AgentReply {
  response: string;
  action: 'upload_file' | null;
  intent: ChatIntent;
  sources: string[];
  notifiable: NotifiableLevel | null;
}

export interface TurnResult {
  state: AgentState;
  reply: AgentReply;
  /** The report's slots changed: the draft must be written. */
  draftChanged: boolean;
  /** This turn began a report: the caller creates a new draft (and sets `state.incidentNumber`). */
  newReport: boolean;
  changed: (keyof IntakeSlots)[];
  /** The assessment of the report as it now stands; null on turns that are not about a report. */
  notifiability: IntakeNotifiability | null;
}

const RANK: Record<NotifiableLevel, number> = { no: 0, possible: 1, yes: 2 };

/** Free-text questions: a bare answer the extractor could not place is still the answer. */
const FREE_TEXT: Partial<Record<AskedSlot, keyof IntakeSlots>> = {
  witnesses: 'witnesses',
  immediateActions: 'immediateActions',
  where: 'placeDetail',
};
const FREE_TEXT_MAX = 500;
/** Slots that answer a question; the rest (narrative, title, codes) ride along with any message. */
const ANSWER_SLOTS: (keyof IntakeSlots)[] = [
  'incidentDate',
  'incidentTime',
  'locationId',
  'placeDetail',
  'injuredPerson',
  'natureOfInjury',
  'bodyPart',
  'witnesses',
  'immediateActions',
  'treatment',
];
/** "Dunno" answers nothing; "nobody" / "nothing" is an answer ("None"). */
const NON_ANSWER = /^\s*(dunno|don'?t know|not sure|no idea|unsure|idk|can'?t remember)\b/i;
const NONE_ANSWER = /^\s*(no|none|nobody|no one|noone|nothing|not really)\s*[.!]?\s*$/i;

function freeTextAnswer(slot: keyof IntakeSlots, text: string): string | null {
  if (NON_ANSWER.test(text)) return null;
  if (NONE_ANSWER.test(text)) return slot === 'placeDetail' ? null : 'None';
  return text.trim().slice(0, FREE_TEXT_MAX);
}

/** Thanks and goodbyes after the summary get a short reply, not a "details added". */
const THANKS = /^\s*(thanks|thank you|cheers|ta|ok|okay|no worries|bye|goodbye)\b[\s!.]*$/i;

/**
 * One turn of the intake dialogue (DESIGN section 9): pure, no database and no network, so the
 * policy is the same whichever extractor filled the slots.
 */
export function runTurn(state: AgentState, text: string, ctx: ExtractContext, deps: AgentDeps): TurnResult {
  const intent = deps.classify(text, state.mode !== 'idle');
  if (intent === 'safety_question') return answerQuestion(state, text, ctx, deps);
  if (state.mode === 'reporting') return continueReport(state, text, ctx, deps);
  if (intent === 'small_talk' || (state.mode === 'done' && THANKS.test(text))) {
    return quiet(state, state.mode === 'done' ? S.thanks : S.smallTalk, 'small_talk');
  }
  // After the summary a message either adds to the same report or, when it says so, starts a new
  // one. Deciding "new incident" by wording alone is deliberately simple: a worker who means a new
  // report says so, and anything else is safer added to the draft they can still edit.
  if (state.mode === 'done' && !startsNewIncident(text)) return addDetails(state, text, ctx, deps);
  return startReport(text, ctx, deps, state.mode === 'done');
}

function quiet(state: AgentState, response: string, intent: ChatIntent): TurnResult {
  return {
    state,
    reply: { response, action: null, intent, sources: [], notifiable: null },
    draftChanged: false,
    newReport: false,
    changed: [],
    notifiability: null,
  };
}

function answerQuestion(state: AgentState, text: string, ctx: ExtractContext, deps: AgentDeps): TurnResult {
  const found = deps.knowledge.answer(text);
  let response = found ? found.answer : deps.knowledge.fallback();
  // A question asked mid-report does not lose the report: the pending question is asked again.
  if (state.mode === 'reporting' && state.pending && state.pending !== 'safety') {
    response += `\n\n${S.resumeAfterAnswer(questionText(state.pending, state.slots, ctx))}`;
  } else if (state.mode === 'reporting' && state.pending === 'safety') {
    response += `\n\n${S.resumeAfterAnswer(S.safetyQuestion)}`;
  }
  const result = quiet(state, response, 'safety_question');
  return { ...result, reply: { ...result.reply, sources: found?.sources ?? [] } };
}

/** Announces notifiability once, and again only if it hardens from "possible" to "yes". */
function announce(
  state: AgentState,
  result: IntakeNotifiability,
): { text: string | null; level: NotifiableLevel } {
  if (RANK[result.notifiable] > RANK[state.announced]) {
    return { text: notifiableStatement(result), level: result.notifiable };
  }
  return { text: null, level: state.announced };
}

function startReport(text: string, ctx: ExtractContext, deps: AgentDeps, fresh: boolean): TurnResult {
  const base = initialState();
  const { slots, changed } = mergeSlots(base.slots, deps.extract(text, ctx, base.slots, null));
  const notifiability = deps.assess(slots);
  const said = announce(base, notifiability);
  const parts = [
    soundsUrgent(text) ? S.call000Now : null,
    fresh ? S.freshReport : S.startReport,
    // Safety before paperwork: the welfare check comes ahead of the legal statement.
    S.safetyQuestion,
    said.text,
  ];
  return {
    state: { ...base, mode: 'reporting', slots, pending: 'safety', announced: said.level },
    reply: reportReply(parts, notifiability, null),
    draftChanged: true,
    newReport: true,
    changed,
    notifiability,
  };
}

function continueReport(state: AgentState, text: string, ctx: ExtractContext, deps: AgentDeps): TurnResult {
  const pending = state.pending;
  const asked = pending === 'safety' ? null : pending;
  const patch = { ...deps.extract(text, ctx, state.slots, asked) };
  const freeSlot = asked ? FREE_TEXT[asked] : undefined;
  // A bare answer fills the asked slot only when the extractor placed it nowhere else: "I got an
  // x-ray" in answer to "what was done?" is treatment, not an immediate action.
  const placedElsewhere = ANSWER_SLOTS.some((key) => key !== freeSlot && patch[key] != null);
  if (freeSlot && !placedElsewhere && patch[freeSlot] == null && state.slots[freeSlot] == null) {
    const answer = freeTextAnswer(freeSlot, text);
    if (answer) Object.assign(patch, { [freeSlot]: answer });
  }
  if (pending === 'safety') {
    // "Yes, all fine" answers the welfare check; it is not part of the account of what happened.
    if (readSafetyAnswer(text) !== 'unclear' && text.trim().split(/\s+/).length <= 8) delete patch.narrative;
    // The welfare answer speaks of now ("safe now"): it may add facts but not correct known ones.
    for (const key of Object.keys(patch) as (keyof IntakeSlots)[]) {
      if (key !== 'narrative' && state.slots[key] !== null) delete patch[key];
    }
  }
  const { slots, changed } = mergeSlots(state.slots, patch);
  const parts: (string | null)[] = [];
  let safetyConfirmed = state.safetyConfirmed;
  if (pending === 'safety') {
    const answer = readSafetyAnswer(text);
    if (answer === 'unsafe') parts.push(S.call000Now, S.safetyNotYet);
    if (answer === 'safe') parts.push(S.safetyThanks);
    safetyConfirmed = answer === 'safe';
  }
  const notifiability = deps.assess(slots);
  const said = announce(state, notifiability);
  parts.push(said.text);
  const next = nextQuestion(slots, state.asked);
  const common = { ...state, slots, safetyConfirmed, announced: said.level };
  if (next) {
    parts.push(questionText(next, slots, ctx));
    return {
      state: { ...common, pending: next, asked: [...state.asked, next] },
      reply: reportReply(parts, notifiability, null),
      draftChanged: changed.length > 0,
      newReport: false,
      changed,
      notifiability,
    };
  }
  parts.push(summaryText(slots, state.incidentNumber));
  return {
    state: { ...common, mode: 'done', pending: null },
    reply: reportReply(parts, notifiability, 'upload_file'),
    draftChanged: changed.length > 0,
    newReport: false,
    changed,
    notifiability,
  };
}

function addDetails(state: AgentState, text: string, ctx: ExtractContext, deps: AgentDeps): TurnResult {
  const { slots, changed } = mergeSlots(state.slots, deps.extract(text, ctx, state.slots, null));
  const notifiability = deps.assess(slots);
  const said = announce(state, notifiability);
  const ack =
    changed.length > 0 ? S.addedDetails(state.incidentNumber) : S.noNewDetails(state.incidentNumber);
  return {
    state: { ...state, slots, announced: said.level },
    reply: reportReply([said.text, ack], notifiability, null),
    draftChanged: changed.length > 0,
    newReport: false,
    changed,
    notifiability,
  };
}

function reportReply(
  parts: readonly (string | null)[],
  notifiability: IntakeNotifiability,
  action: 'upload_file' | null,
): AgentReply {
  return {
    response: parts.filter((p): p is string => Boolean(p)).join('\n\n'),
    action,
    intent: 'incident_report',
    sources: [],
    notifiable: notifiability.notifiable,
  };
}

import type { AiAnalysis } from '@app/contracts';
import { firstSentence } from './text.js';
import type { AnalysisInput } from './types.js';

const TASK =
  /\b(?:while|when|whilst)\s+(?:(?:he|she|they|i|we|the \w+|an? \w+)\s+)?(?:was|were)?\s*([a-z]+ing\b[^.,;!?]{0,80})/i;
const PLACE =
  /\b(?:in|at|on) the ((?:[a-z]+ ){0,3}(?:warehouse|dock|yard|kitchen|store|shop|site|floor|room|office|car ?park|workshop|factory|plant|ward|bay|aisle|roof|mezzanine|counter|reception|laboratory|lab|depot|line))\b/i;

const clean = (s: string | null | undefined): string | null => {
  const t = s?.trim();
  return t ? t : null;
};

/** What, when, where, who and the task, from the fields first and the narrative when they are blank. */
export const extractFacts = (input: AnalysisInput, narrative: string): AiAnalysis['extracted_facts'] => {
  const what = clean(input.description)
    ? firstSentence(input.description!)
    : (clean(input.title) ?? 'Not stated');
  const when = input.incident_date
    ? `${input.incident_date}${input.incident_time ? ` at ${input.incident_time}` : ''}`
    : null;
  const place = clean(input.location_name) ?? PLACE.exec(narrative)?.[1] ?? null;
  const injured = clean(input.injured_party_name);
  const witnesses = clean(input.witness_names);
  const who = [injured && `Injured: ${injured}`, witnesses && `Witnesses: ${witnesses}`]
    .filter(Boolean)
    .join('. ');
  const task = TASK.exec(narrative)?.[1]?.trim() ?? null;
  return {
    what_happened: what,
    when_occurred: when,
    where_occurred: place,
    who_involved: who || null,
    task_being_performed: task,
  };
};

/** The intake chat as question and answer pairs: each assistant question with the reply after it. */
export const responsesOf = (input: AnalysisInput): AiAnalysis['responses'] => {
  const out: AiAnalysis['responses'] = {};
  input.conversation.forEach((turn, i) => {
    const next = input.conversation[i + 1];
    if (turn.role === 'assistant' && next?.role === 'user' && next.text.trim()) {
      out[turn.text.trim()] = { response: next.text.trim(), timestamp: next.at };
    }
  });
  return out;
};

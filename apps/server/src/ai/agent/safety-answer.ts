/**
 * Reads the worker's answer to "is everyone safe now?". Explicit danger wins over a polite "yes";
 * a bare "no" means not safe. Anything else is left undecided rather than guessed.
 */
const DANGER =
  /\b(not safe|unsafe|needs? (an )?ambulance|needs? (urgent |emergency )?help|unconscious|not breathing|still (trapped|stuck|bleeding)|bleeding (heavily|badly|a lot))\b/i;
const SAFE =
  /\b(yes|yep|yeah|yup|safe|fine|ok|okay|all good|all ok|no one needs|nobody needs|no need|no ambulance|ambulance (came|took|has taken)|at hospital|in hospital)\b/i;
const BARE_NO = /^\s*(no|nope|not really|not yet)\b/i;

export type SafetyAnswer = 'safe' | 'unsafe' | 'unclear';

/** "Nobody needs an ambulance", "she doesn't need help": a need that is denied is not danger. */
const DENIED_NEED =
  /\b(no ?one|no-one|nobody|none of us|(does|do|did)(n'?t| not))\s+(needs?|needed|need)\b(?:\s+(?!but\b|and\b)[\w']+){0,3}/gi;

export function readSafetyAnswer(text: string): SafetyAnswer {
  if (DANGER.test(text.replace(DENIED_NEED, ' '))) return 'unsafe';
  if (BARE_NO.test(text) && !/\b(no one|nobody) needs\b/i.test(text)) return 'unsafe';
  if (SAFE.test(text)) return 'safe';
  return 'unclear';
}

/** A first message that tells of someone in danger right now: the 000 advice comes before anything else. */
const URGENT =
  /\b(unconscious|not breathing|no pulse|bleeding (heavily|badly|a lot|everywhere)|heavy bleeding|seriously (hurt|injured)|badly (hurt|injured)|can'?t move|cannot move|collapsed|trapped|crushed|severed|cut off|head injury|knocked out|fitting|seizure|electrocuted)\b/i;

export const soundsUrgent = (text: string): boolean => URGENT.test(text);

/** "Another thing happened", "a separate incident": the worker is starting a new report. */
const NEW_INCIDENT =
  /\b(another|a second|a separate|a different|a new|one more) (incident|accident|thing|issue|report|near miss|hazard|injury|problem)\b|\bsomething else happened\b/i;

export const startsNewIncident = (text: string): boolean => NEW_INCIDENT.test(text);

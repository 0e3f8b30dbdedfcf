import type { ClassifyIntent } from './slots.js';

const GREETING =
  /^\s*(hi|hello|hey|g'?day|gday|good (morning|afternoon|evening|arvo)|yo|howdy|thanks?|thank you|cheers|ta|ok|okay|cool|great|awesome|bye|see ya|see you|hooroo|who are you|what are you|what can you do|how are you|are you (a )?(bot|robot|human|real)|help|test(ing)?)\b[\s!?.,a-z]*$/i;
const QUESTION_START =
  /^\s*(what|how|when|where|why|who|which|do|does|did|is|are|can|could|should|must|would|will|am i|do i|is it|are we)\b/i;
const QUESTION_TOPIC =
  /\b(duties|duty|obligations?|required|requirement|rules?|law|legislation|regulations?|code of practice|allowed|supposed to|have to|need to|must i|should i|how (do|should|can) (i|we)|safely|safe way|ppe|what counts|what is a|what's a|notifiable|report(ing)? (requirements|obligations)|procedure|policy|training|first aid kit|how long|how often|who do i)\b/i;
const EVENT =
  /\b(i|i've|i'm|we|he|she|they|someone|somebody|a worker|an employee|the (?:worker|bloke|guy|driver|apprentice|contractor|cleaner))\s+(just\s+)?(slipped|tripped|fell|cut|burnt|burned|broke|hurt|injured|twisted|sprained|strained|hit|was hit|got hit|got|was|crashed|dropped|spilt|spilled|nearly|almost|saw|found|noticed|copped|jammed|crushed|smashed|collapsed|bumped|banged|rolled)\b|\b(nearly|almost) (hit|ran over|fell|got)\b|\b(there'?s|there is|there are|there was)\b.{0,60}\b(frayed|broken|leak|leaking|spill|loose|exposed|damaged|hazard|missing|fire|smoke|gas|crack|hole|blocked|wet)\b|\b(incident|accident|injury|near miss|hazard|spill|collapse(d)?|explosion|fire|leak)\b.{0,40}\b(happened|occurred|today|yesterday|this morning|last)\b|\b(caught|pinned|crushed|struck|hit) (by|in|between)\b|\bneed(s)? (an )?ambulance\b|\b(bleeding|unconscious|collapsed)\b/i;
/** A named person doing something that hurts: "Sam cut his hand" (case matters for names). */
const NAMED_EVENT =
  /\b[A-Z][a-z]+\s+(?:just\s+)?(?:slipped|tripped|fell|cut|burnt|burned|broke|hurt|injured|twisted|sprained|strained|was hit|got hit|crashed|dropped|copped|jammed|crushed|collapsed|rolled)\b/;
const IMPERATIVE_REPORT =
  /^\s*(i (want|need|would like|'d like) to|can i|how do i|let me)\s+(report|log|lodge|record)\b/i;

/**
 * Tells a report from a safety question and from small talk. While a report is under way any
 * reply is part of it, unless it is plainly a new question.
 */
export const classifyIntent: ClassifyIntent = (text, inReport) => {
  const t = text.trim();
  if (!t) return 'small_talk';
  const isQuestion = t.endsWith('?') || QUESTION_START.test(t);
  const event = EVENT.test(t) || NAMED_EVENT.test(t);
  const askingAbout = QUESTION_START.test(t) && QUESTION_TOPIC.test(t);
  if (inReport) {
    if ((askingAbout || (isQuestion && QUESTION_TOPIC.test(t) && !event)) && t.length > 25)
      return 'safety_question';
    return 'incident_report';
  }
  if (IMPERATIVE_REPORT.test(t)) return 'incident_report';
  if (event && !askingAbout) return 'incident_report';
  if (isQuestion || QUESTION_TOPIC.test(t)) return GREETING.test(t) ? 'small_talk' : 'safety_question';
  if (GREETING.test(t) || t.split(/\s+/).length <= 3) return 'small_talk';
  // A statement of several words that is not a question describes something that happened or exists.
  return 'incident_report';
};

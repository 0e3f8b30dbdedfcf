import type { StoredToocs } from '../../db/schema/incidents.js';
import { bodyPartOf } from '../intake/body-part.js';
import { agencyOf, mechanismOf } from '../intake/mechanism.js';
import { natureOf } from '../intake/nature.js';
import type { CodedValue } from '../intake/slots.js';
import { AGENCY_GROUPS, coded, MECHANISM_GROUPS } from '../intake/toocs.js';
import type { HazardPattern } from './hazard-types.js';
import { GENERIC_HAZARD, HAZARDS } from './hazards.js';

export interface HazardMatch {
  hazard: HazardPattern;
  /** Sum of matched cue weights; 0 for the generic pattern. */
  score: number;
  /** 0-1: how clearly the text points at this pattern over the runner-up. */
  strength: number;
}

const scoreOf = (h: HazardPattern, text: string): number =>
  h.cues.reduce((sum, [re, w]) => (re.test(text) ? sum + w : sum), 0);

/** One weak cue (weight 1) is not enough: a vague word like "hit" alone would pick a hazard. */
const MIN_SCORE = 2;

/**
 * The hazard pattern the text describes. With a TOOCS mechanism already coded, the best pattern of
 * that mechanism wins when it has any real support, so the five whys and the code tell one story.
 */
export const matchHazard = (text: string, mechanism?: string | null): HazardMatch => {
  const ranked = HAZARDS.map((hazard, i) => ({ hazard, i, score: scoreOf(hazard, text) }))
    .filter((r) => r.score >= MIN_SCORE)
    .sort((a, b) => b.score - a.score || a.i - b.i);
  const best = ranked.find((r) => r.hazard.mechanism === mechanism) ?? ranked[0];
  if (!best) return { hazard: GENERIC_HAZARD, score: 0, strength: 0 };
  const rival = ranked.find((r) => r !== best)?.score ?? 0;
  const margin = Math.max(0, best.score - rival) / best.score;
  return {
    hazard: best.hazard,
    score: best.score,
    strength: Math.min(1, 0.4 + 0.1 * best.score + 0.3 * margin),
  };
};

export interface Classification {
  mechanism: CodedValue;
  agency: CodedValue;
  nature: CodedValue | null;
  bodily_location: CodedValue | null;
}

/** Intake already coded the report; its code stands when it is at least as sure as this pass. */
const prefer = (stored: CodedValue | null | undefined, mine: CodedValue | null): CodedValue | null =>
  stored && (!mine || stored.confidence >= mine.confidence) ? stored : mine;

/** The intake extractor's TOOCS mechanism for the narrative: one classifier for chat and analysis. */
export const codeMechanism = (narrative: string): CodedValue | null => mechanismOf(narrative.toLowerCase());

/**
 * TOOCS major groups, from the intake extractor's coders: nature and bodily location from the
 * injury fields first (the worker named them), then the narrative. Where a coder finds nothing,
 * the hazard pattern's own mechanism and agency stand in.
 */
export const classifyToocs = (
  match: HazardMatch,
  mechanismCode: CodedValue | null,
  injuryText: string,
  narrative: string,
  stored: StoredToocs | null,
): Classification => {
  const h = match.hazard;
  const fallbackConfidence = h === GENERIC_HAZARD ? 0.2 : 0.35 + 0.5 * match.strength;
  const mechanism = mechanismCode ?? coded(MECHANISM_GROUPS, h.mechanism, fallbackConfidence);
  const lower = narrative.toLowerCase();
  const injury = injuryText.toLowerCase();
  const agency =
    agencyOf(lower) ?? coded(AGENCY_GROUPS, h.agency, h === GENERIC_HAZARD ? 0.2 : fallbackConfidence * 0.8);
  const nature = (injury ? natureOf(injury).nature : null) ?? natureOf(lower).nature;
  const body = (injury ? bodyPartOf(injury).location : null) ?? bodyPartOf(lower).location;
  return {
    mechanism: prefer(stored?.mechanism, mechanism) ?? mechanism,
    agency: prefer(stored?.agency, agency) ?? agency,
    nature: prefer(stored?.nature, nature),
    bodily_location: prefer(stored?.bodily_location, body),
  };
};

import type { AnalysisResult } from '@app/contracts';
import { classifyToocs, codeMechanism, matchHazard } from './classify.js';
import { complianceInfo } from './compliance.js';
import { correctiveActions } from './corrective-actions.js';
import { contributingFactors, findFactors } from './factors.js';
import { extractFacts, responsesOf } from './facts.js';
import { buildFiveWhys } from './five-whys.js';
import { assessNotifiable, hasDeath } from './notifiable.js';
import { planRecommendations } from './recommendations.js';
import { confidenceOf, riskScoreOf } from './scores.js';
import { allText, type Source, sourcesOf } from './text.js';
import type { AnalysisInput, AnalyzeOptions } from './types.js';

export const BUILTIN_PROVIDER = 'builtin';
export const BUILTIN_MODEL = 'vigil-rca-rules-1';

/** Fields that tell the story; immediate actions ("ice pack", "called the ambulance") would mislead the match. */
const NARRATIVE_REFS = new Set(['title', 'description', 'nature_of_injury', 'body_part']);

/**
 * The built-in root-cause analysis: a pure function of the incident and `opts` (no network, no
 * randomness, no clock unless `opts.clock` is given), so a rerun on the same incident gives the
 * same result and the same recommendation ids.
 */
export const analyzeIncident = (input: AnalysisInput, opts: AnalyzeOptions): AnalysisResult => {
  const started = opts.clock?.() ?? 0;
  const quotable = sourcesOf(input);
  const narrativeSources: Source[] = quotable.filter(
    (s) => s.kind === 'conversation' || NARRATIVE_REFS.has(s.ref),
  );
  const narrative = allText(narrativeSources);
  const storyText = allText(
    narrativeSources.filter((s) => s.ref !== 'body_part' && s.ref !== 'nature_of_injury'),
  );

  const mechanismCode = codeMechanism(storyText) ?? codeMechanism(narrative);
  const match = matchHazard(narrative, input.toocs?.mechanism?.code ?? mechanismCode?.code);
  const hazard = match.hazard;
  const injuryText = [input.nature_of_injury, input.body_part].filter(Boolean).join(' ');
  const toocs = classifyToocs(match, mechanismCode, injuryText, narrative, input.toocs);
  const found = findFactors(narrativeSources);
  const { fiveWhys, primaryRootCause, primaryFactorKey } = buildFiveWhys({
    hazard,
    sources: narrativeSources,
    attachments: input.attachments,
    factors: found,
  });
  const confidence = confidenceOf(input, storyText, match.strength);
  const notifiable = assessNotifiable(input, narrative, hazard);
  const plan = planRecommendations({
    incidentKey: input.id ?? '',
    hazard,
    severity: input.severity,
    confidence,
  });
  const recommendations = plan.map((p) => p.recommendation);
  const actions = correctiveActions(plan, opts.now, opts.timeZone);
  const lastTarget =
    actions
      .map((a) => a.target_completion_date)
      .sort()
      .at(-1) ?? '';

  const analysis: AnalysisResult['analysis'] = {
    classification: {
      incident_type_name: hazard.name,
      category: toocs.mechanism.label,
      confidence_score: toocs.mechanism.confidence,
    },
    toocs,
    ai_scores: {
      risk_score: riskScoreOf(input, hazard, found, hasDeath(narrative)),
      confidence_score: confidence,
    },
    extracted_facts: extractFacts(input, storyText),
    contributing_factors: contributingFactors(found, primaryFactorKey, hazard),
    responses: responsesOf(input),
    five_whys_analysis: Object.fromEntries(
      [fiveWhys.why1, fiveWhys.why2, fiveWhys.why3, fiveWhys.why4, fiveWhys.why5].map((w) => [
        w.question,
        w.answer,
      ]),
    ),
    primary_root_cause: primaryRootCause,
  };
  const processingMs = opts.clock ? Math.max(0, Math.round(opts.clock() - started)) : 0;
  return {
    analysis,
    five_whys: fiveWhys,
    recommendations,
    corrective_actions: actions,
    compliance: complianceInfo({
      input,
      hazard,
      notifiable,
      recommendations,
      confidence,
      lastTargetDate: lastTarget,
      generatedAt: opts.now.toISOString(),
      processingMs,
    }),
    fallback_generated: false,
    provider: BUILTIN_PROVIDER,
    model: BUILTIN_MODEL,
  };
};

import { type AnalysisResult, AnalysisResultSchema, ComplianceInfoSchema } from '@app/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { analyzeIncident, BUILTIN_MODEL, BUILTIN_PROVIDER } from '../analysis/analyze.js';
import { isBlameCause } from '../analysis/guard.js';
import type { AnalysisInput, AnalyzeOptions } from '../analysis/types.js';
import { analysisMessages } from './analysis-prompt.js';
import {
  complete,
  type LlmConfig,
  ProviderError,
  parseJsonContent,
  providerConfigured,
} from './openai-client.js';

/** What the model writes; the time stamps, provider and processing time are ours to fill in. */
export const ModelAnalysisSchema = AnalysisResultSchema.pick({
  analysis: true,
  five_whys: true,
  recommendations: true,
  corrective_actions: true,
}).extend({
  compliance: ComplianceInfoSchema.omit({ generated_at: true, generated_by: true, processing_time_ms: true }),
});

export const OPENAI_PROVIDER = 'openai';

/** One model call, validated by the same schema as the built-in result and by the same rules. */
export async function modelAnalysis(
  config: LlmConfig,
  input: AnalysisInput,
  opts: AnalyzeOptions,
): Promise<AnalysisResult> {
  const started = opts.clock?.() ?? 0;
  const content = await complete(config, {
    model: config.AI_MODEL,
    temperature: 0,
    response_format: { type: 'json_object' },
    messages: analysisMessages(input, opts.now.toISOString().slice(0, 10)),
  });
  const parsed = ModelAnalysisSchema.safeParse(parseJsonContent(content));
  if (!parsed.success) throw new ProviderError('content does not match the analysis schema');
  const output = parsed.data;
  if (output.recommendations.length === 0) throw new ProviderError('no recommendations');
  const causes = [output.analysis.primary_root_cause, output.five_whys.root_cause_summary];
  if (causes.some(isBlameCause)) throw new ProviderError('blames a person as the root cause');
  const ids = new Set(output.recommendations.map((r) => r.id));
  if (output.corrective_actions.some((a) => !ids.has(a.recommendation_id)))
    throw new ProviderError('a corrective action names an unknown recommendation');
  return AnalysisResultSchema.parse({
    ...output,
    compliance: {
      ...output.compliance,
      generated_at: opts.now.toISOString(),
      generated_by: `${OPENAI_PROVIDER}:${config.AI_MODEL}`,
      processing_time_ms: Math.max(0, Math.round((opts.clock?.() ?? 0) - started)),
    },
    fallback_generated: false,
    provider: OPENAI_PROVIDER,
    model: config.AI_MODEL,
  });
}

/**
 * The configured provider's analysis, or the built-in one. A provider failure is logged with its
 * reason only and the built-in result is marked `fallback_generated` (spec 02 section 4: preliminary).
 */
export async function analyzeWithProvider(
  config: LlmConfig,
  input: AnalysisInput,
  opts: AnalyzeOptions,
  log: Pick<FastifyBaseLogger, 'warn'>,
): Promise<AnalysisResult> {
  if (!providerConfigured(config)) return analyzeIncident(input, opts);
  try {
    return await modelAnalysis(config, input, opts);
  } catch (cause) {
    const reason = cause instanceof ProviderError ? cause.reason : 'unexpected error';
    log.warn(
      { provider: OPENAI_PROVIDER, model: config.AI_MODEL, reason },
      'AI provider failed; built-in analysis used',
    );
    const builtin = analyzeIncident(input, opts);
    return { ...builtin, fallback_generated: true, provider: BUILTIN_PROVIDER, model: BUILTIN_MODEL };
  }
}

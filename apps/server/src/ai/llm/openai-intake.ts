import type { ChatIntent } from '@app/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { AgentDeps } from '../agent/engine.js';
import type { AgentState } from '../agent/state.js';
import type { ExtractContext, IntakeSlots } from '../intake/slots.js';
import { type ModelIntake, ModelIntakeSchema } from './intake-schema.js';
import {
  complete,
  type LlmConfig,
  ProviderError,
  parseJsonContent,
  providerConfigured,
} from './openai-client.js';
import { intakeMessages } from './prompt.js';
import { toIntakeSlots } from './to-slots.js';

export type { LlmConfig };

function parseIntake(content: string): ModelIntake {
  const parsed = ModelIntakeSchema.safeParse(parseJsonContent(content));
  if (!parsed.success) throw new ProviderError('content does not match the intake schema');
  return parsed.data;
}

/** One model call for one message: the intent and the slots, validated. */
export async function modelIntake(
  config: LlmConfig,
  text: string,
  ctx: ExtractContext,
  state: AgentState,
): Promise<{ intent: ChatIntent; slots: Partial<IntakeSlots> }> {
  const content = await complete(config, {
    model: config.AI_MODEL,
    temperature: 0,
    response_format: { type: 'json_object' },
    messages: intakeMessages(text, ctx, state.slots, state.pending),
  });
  const output = parseIntake(content);
  return { intent: output.intent, slots: toIntakeSlots(output, text, ctx, state.slots) };
}

/**
 * The extract and classify for one turn (DESIGN section 9): the model's when configured and it
 * answers well, else the built-in ones. The dialogue policy, notifiability and the draft are the
 * same code either way; a failure is logged without the message text and the worker never sees it.
 */
export async function turnAgent(
  config: LlmConfig,
  builtin: AgentDeps,
  log: Pick<FastifyBaseLogger, 'warn'>,
  text: string,
  ctx: ExtractContext,
  state: AgentState,
): Promise<{ agent: AgentDeps; provider: 'builtin' | 'openai' | 'fallback' }> {
  if (!providerConfigured(config)) return { agent: builtin, provider: 'builtin' };
  try {
    const result = await modelIntake(config, text, ctx, state);
    return {
      agent: { ...builtin, extract: () => result.slots, classify: () => result.intent },
      provider: 'openai',
    };
  } catch (cause) {
    const reason = cause instanceof ProviderError ? cause.reason : 'unexpected error';
    log.warn(
      { provider: 'openai', model: config.AI_MODEL, reason },
      'AI provider failed; built-in agent used',
    );
    return { agent: builtin, provider: 'fallback' };
  }
}

import type { ChatIntent } from '@app/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config.js';
import type { AgentDeps } from '../agent/engine.js';
import type { AgentState } from '../agent/state.js';
import type { ExtractContext, IntakeSlots } from '../intake/slots.js';
import { CompletionSchema, type ModelIntake, ModelIntakeSchema } from './intake-schema.js';
import { intakeMessages } from './prompt.js';
import { toIntakeSlots } from './to-slots.js';

export type LlmConfig = Pick<
  AppConfig,
  'AI_PROVIDER' | 'OPENAI_BASE_URL' | 'OPENAI_API_KEY' | 'AI_MODEL' | 'AI_TIMEOUT_MS'
>;

/** Why a call failed, for the log; never the worker's words. */
class ProviderError extends Error {
  constructor(readonly reason: string) {
    super(reason);
  }
}

async function complete(config: LlmConfig, body: unknown): Promise<string> {
  const base = (config.OPENAI_BASE_URL ?? '').replace(/\/+$/, '');
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (config.OPENAI_API_KEY) headers.authorization = `Bearer ${config.OPENAI_API_KEY}`;
  let response: Response;
  try {
    response = await fetch(`${base}/chat/completions`, {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(config.AI_TIMEOUT_MS),
    });
  } catch (cause) {
    const name = cause instanceof Error ? cause.name : 'Error';
    throw new ProviderError(name === 'TimeoutError' || name === 'AbortError' ? 'timeout' : 'network error');
  }
  if (!response.ok) {
    await response.body?.cancel();
    throw new ProviderError(`HTTP ${response.status}`);
  }
  const envelope = CompletionSchema.safeParse(await response.json().catch(() => null));
  if (!envelope.success) throw new ProviderError('unexpected response envelope');
  const content = envelope.data.choices[0]?.message.content ?? '';
  return content;
}

function parseIntake(content: string): ModelIntake {
  let json: unknown;
  try {
    json = JSON.parse(content);
  } catch {
    throw new ProviderError('content is not JSON');
  }
  const parsed = ModelIntakeSchema.safeParse(json);
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
  if (config.AI_PROVIDER !== 'openai' || !config.OPENAI_BASE_URL)
    return { agent: builtin, provider: 'builtin' };
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

import type { AppConfig } from '../../config.js';
import { CompletionSchema } from './intake-schema.js';

export type LlmConfig = Pick<
  AppConfig,
  'AI_PROVIDER' | 'OPENAI_BASE_URL' | 'OPENAI_API_KEY' | 'AI_MODEL' | 'AI_TIMEOUT_MS'
>;

/** Why a call failed, for the log; never the user's words. */
export class ProviderError extends Error {
  constructor(readonly reason: string) {
    super(reason);
  }
}

export const providerConfigured = (config: LlmConfig): boolean =>
  config.AI_PROVIDER === 'openai' && Boolean(config.OPENAI_BASE_URL);

/** One chat completion on an OpenAI-compatible server; the assistant message's content. */
export async function complete(config: LlmConfig, body: unknown): Promise<string> {
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
  return envelope.data.choices[0]?.message.content ?? '';
}

/** The content as JSON, or a provider error naming the problem. */
export function parseJsonContent(content: string): unknown {
  try {
    return JSON.parse(content);
  } catch {
    throw new ProviderError('content is not JSON');
  }
}

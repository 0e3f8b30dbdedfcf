import { classifyIntent } from '../intake/classify-intent.js';
import { extractFacts } from '../intake/extract-facts.js';
import { assessIntakeNotifiability } from '../intake/intake-notifiability.js';
import { answerSafetyQuestion, fallbackAnswer } from '../knowledge/knowledge-base.js';
import type { AgentDeps } from './engine.js';

/** The agent with no network or model: the default, and the fallback of every provider. */
export const BUILTIN_AGENT: AgentDeps = {
  extract: extractFacts,
  classify: classifyIntent,
  assess: assessIntakeNotifiability,
  knowledge: { answer: answerSafetyQuestion, fallback: fallbackAnswer },
};

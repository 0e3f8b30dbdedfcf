import { type AgentState, initialState, restoreState } from '../../ai/agent/state.js';

/** What the conversation row stores: the agent's state plus the incidents already alerted on. */
export interface ConversationState {
  agent: AgentState;
  /** Incident ids whose notification contacts were e-mailed: once per incident, never twice. */
  alerted: string[];
}

export const freshConversation = (): ConversationState => ({ agent: initialState(), alerted: [] });

export function readConversation(stored: Record<string, unknown> | null): ConversationState {
  if (!stored) return freshConversation();
  const alerted = Array.isArray(stored.alerted)
    ? stored.alerted.filter((a): a is string => typeof a === 'string')
    : [];
  return { agent: restoreState(stored.agent), alerted };
}

export const writeConversation = (s: ConversationState): Record<string, unknown> => ({
  agent: s.agent,
  alerted: s.alerted,
});

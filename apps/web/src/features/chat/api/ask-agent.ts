import { type AskAgentBody, type AskAgentResponse, AskAgentResponseSchema } from '@app/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const askAgentApiPath = '/api/ask-agent';

/**
 * `POST /api/ask-agent` (spec 01 section 7). The reply is checked against the contract, so a
 * malformed answer is treated like any other failure instead of breaking the conversation.
 */
export async function askAgent(body: AskAgentBody): Promise<AskAgentResponse> {
  const data = await apiRequest<unknown>(askAgentApiPath, { method: 'POST', body, auth: true });
  return AskAgentResponseSchema.parse(data);
}

export function useAskAgent() {
  return useMutation({ mutationFn: askAgent });
}

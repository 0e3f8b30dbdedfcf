import {
  type AnalysisStatusResponse,
  AnalysisStatusResponseSchema,
  type IncidentAnalysisResponse,
  type ListUsersResponse,
  type RecommendationDecisionBodySchema,
  type RecommendationDecisionResponseSchema,
  type StartAnalysisResponse,
  StartAnalysisResponseSchema,
  type StoredCorrectiveAction,
  type UpdateCorrectiveActionBodySchema,
} from '@app/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { incidentQueryKey } from './get-incident';

/** Spec 02 section 7, Analysis API; the detail view's load call is ours (the spec does not show it). */
export const analysisApiPaths = {
  incident: (id: string) => `/api/rca/incidents/${encodeURIComponent(id)}`,
  start: (id: string) => `/api/rca/analyze/${encodeURIComponent(id)}`,
  status: (id: string) => `/api/rca/analyze/${encodeURIComponent(id)}/status`,
  decide: (incidentId: string, recId: string, decision: RecommendationDecision) =>
    `/api/rca/recommendations/${encodeURIComponent(incidentId)}/${encodeURIComponent(recId)}/${decision}`,
  correctiveAction: (id: string) => `/api/rca/corrective-actions/${encodeURIComponent(id)}`,
  users: '/api/admin/users',
} as const;

export type RecommendationDecision = 'approve' | 'reject';
export type RecommendationDecisionBody = ReturnType<typeof RecommendationDecisionBodySchema.parse>;
export type RecommendationDecisionResponse = ReturnType<typeof RecommendationDecisionResponseSchema.parse>;
export type UpdateCorrectiveActionBody = ReturnType<typeof UpdateCorrectiveActionBodySchema.parse>;

/** A 2xx body that is not the contract's shape (spec 02 section 8, 'Unexpected response'). */
export class UnexpectedResponseError extends Error {
  constructor() {
    super('Unexpected response from analysis service');
    this.name = 'UnexpectedResponseError';
  }
}

type Parser<T> = { safeParse(data: unknown): { success: true; data: T } | { success: false } };

function parseOrThrow<T>(schema: Parser<T>, data: unknown): T {
  const parsed = schema.safeParse(data);
  if (!parsed.success) throw new UnexpectedResponseError();
  return parsed.data;
}

/** `GET /api/rca/incidents/:id`: status, latest analysis, recommendations, actions, permissions. */
export function getIncidentAnalysis(id: string, signal?: AbortSignal): Promise<IncidentAnalysisResponse> {
  return apiRequest<IncidentAnalysisResponse>(analysisApiPaths.incident(id), { auth: true, signal });
}

export const incidentAnalysisQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...incidentQueryKey(id), 'analysis'],
    queryFn: ({ signal }) => getIncidentAnalysis(id, signal),
  });

export function useIncidentAnalysis(id: string) {
  return useQuery(incidentAnalysisQueryOptions(id));
}

/** `POST /api/rca/analyze/:id`; the body is checked because the polling loop trusts its URL. */
export async function startAnalysis(id: string): Promise<StartAnalysisResponse> {
  const data = await apiRequest<unknown>(analysisApiPaths.start(id), { method: 'POST', auth: true });
  return parseOrThrow(StartAnalysisResponseSchema, data);
}

/**
 * `GET check_status_url` (or the incident's status path when resuming after a reload). The URL is
 * split so its own query survives the client parameter the API client appends.
 */
export async function getAnalysisStatus(url: string, signal?: AbortSignal): Promise<AnalysisStatusResponse> {
  const target = new URL(url, window.location.origin);
  const data = await apiRequest<unknown>(target.pathname, {
    auth: true,
    query: Object.fromEntries(target.searchParams),
    signal,
  });
  return parseOrThrow(AnalysisStatusResponseSchema, data);
}

/** `POST /api/rca/recommendations/:incidentId/:recId/approve|reject { action, reason? }`. */
export function decideRecommendation(
  incidentId: string,
  recId: string,
  decision: RecommendationDecision,
  reason?: string,
): Promise<RecommendationDecisionResponse> {
  const body: RecommendationDecisionBody = reason ? { action: decision, reason } : { action: decision };
  return apiRequest<RecommendationDecisionResponse>(analysisApiPaths.decide(incidentId, recId, decision), {
    method: 'POST',
    body,
    auth: true,
  });
}

/** `PUT /api/rca/corrective-actions/:id` -> `{ corrective_action }`, the updated action. */
export async function updateCorrectiveAction(
  id: string,
  body: UpdateCorrectiveActionBody,
): Promise<StoredCorrectiveAction> {
  const data = await apiRequest<{ corrective_action: StoredCorrectiveAction }>(
    analysisApiPaths.correctiveAction(id),
    { method: 'PUT', body, auth: true },
  );
  return data.corrective_action;
}

/**
 * The active users a corrective action can be assigned to (`GET /api/admin/users`, MANAGER/ADMIN).
 * The users feature has its own fetcher, but features do not import each other.
 */
export function listAssignableUsers(signal?: AbortSignal): Promise<ListUsersResponse> {
  return apiRequest<ListUsersResponse>(analysisApiPaths.users, {
    auth: true,
    query: { status: 'active', limit: 500 },
    signal,
  });
}

export const assignableUsersQueryOptions = queryOptions({
  queryKey: ['users', 'list', 'assignable'],
  queryFn: ({ signal }) => listAssignableUsers(signal),
});

export function useAssignableUsers(enabled: boolean) {
  return useQuery({ ...assignableUsersQueryOptions, enabled });
}

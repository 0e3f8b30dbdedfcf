import { isAboveAdministrative, MESSAGES, type StoredRecommendation } from '@app/contracts';
import { List, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { ApiError } from '../../../../lib/api-client';
import type { RecommendationDecision } from '../../api/analysis';
import { AnalysisPanel } from './analysis-panel';
import { ReasonModal } from './reason-modal';
import { RecommendationItem } from './recommendation-item';
import { useDecideRecommendation } from './use-analysis-mutations';

/** Spec 02 sections 4 and 9: a rejected recommendation leaves the list about a second later. */
export const REJECTED_LINGER_MS = 1_000;

// The spec's template is 'Error {action}ing recommendation'; these stems make it read properly.
const ERROR_STEMS: Record<RecommendationDecision, string> = { approve: 'approv', reject: 'reject' };

/** Spec 02 section 8: a refused request and a failed one get different alerts. */
function decisionFailure(error: unknown, decision: RecommendationDecision): string {
  return error instanceof ApiError && error.status > 0
    ? MESSAGES.analysis.recommendationFailed(decision)
    : MESSAGES.analysis.recommendationError(ERROR_STEMS[decision]);
}

/** Mirrors the server's s36 rule so the reason is asked for up front; the server still decides. */
function needsReason(rec: StoredRecommendation, all: StoredRecommendation[]): boolean {
  if (isAboveAdministrative(rec.control_level)) return false;
  return !all.some((r) => r.status === 'APPROVED' && isAboveAdministrative(r.control_level));
}

const isReasonDemand = (error: unknown) =>
  error instanceof ApiError && error.status === 400 && error.code === 'VALIDATION_FAILED';

/** One decision at a time: each can change whether the next administrative control needs a reason. */
export function RecommendationsChecklist({
  incidentId,
  recommendations,
  canDecide,
}: {
  incidentId: string;
  recommendations: StoredRecommendation[];
  canDecide: boolean;
}) {
  const decide = useDecideRecommendation(incidentId);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [leaving, setLeaving] = useState<ReadonlySet<string>>(new Set());
  const [reasonFor, setReasonFor] = useState<StoredRecommendation | null>(null);
  const timers = useRef<Set<ReturnType<typeof setTimeout>>>(new Set());

  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending) clearTimeout(timer);
    };
  }, []);

  const setError = (id: string, message: string | null) =>
    setErrors(({ [id]: _, ...rest }) => (message ? { ...rest, [id]: message } : rest));

  const letGo = (id: string) => {
    setLeaving((prev) => new Set(prev).add(id));
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      setLeaving((prev) => {
        const next = new Set(prev);
        next.delete(id);
        return next;
      });
    }, REJECTED_LINGER_MS);
    timers.current.add(timer);
  };

  const send = (rec: StoredRecommendation, decision: RecommendationDecision, reason?: string) => {
    setError(rec.id, null);
    decide.mutate(
      { recId: rec.id, decision, reason },
      {
        onSuccess: () => {
          setReasonFor(null);
          if (decision === 'reject') letGo(rec.id);
        },
        onError: (error) => {
          if (decision === 'approve' && reason === undefined && isReasonDemand(error))
            return setReasonFor(rec);
          setReasonFor(null);
          setError(rec.id, decisionFailure(error, decision));
        },
      },
    );
  };

  const approve = (rec: StoredRecommendation) =>
    needsReason(rec, recommendations) ? setReasonFor(rec) : send(rec, 'approve');

  const count = recommendations.filter((r) => r.status !== 'REJECTED').length;
  const shown = recommendations.filter((r) => r.status !== 'REJECTED' || leaving.has(r.id));
  return (
    <AnalysisPanel title={MESSAGES.analysis.recommendationsTitle(count)} aiProposed={false}>
      {shown.length === 0 ? (
        <Text>{MESSAGES.analysis.noRecommendations}</Text>
      ) : (
        <List spacing="lg" listStyleType="none">
          {shown.map((rec) => (
            <List.Item key={rec.id}>
              <RecommendationItem
                rec={rec}
                canDecide={canDecide}
                busy={decide.isPending}
                error={errors[rec.id] ?? null}
                onApprove={() => approve(rec)}
                onReject={() => send(rec, 'reject')}
              />
            </List.Item>
          ))}
        </List>
      )}
      <ReasonModal
        key={reasonFor?.id ?? 'none'}
        opened={reasonFor !== null}
        busy={decide.isPending}
        onClose={() => setReasonFor(null)}
        onSubmit={(reason) => reasonFor && send(reasonFor, 'approve', reason)}
      />
    </AnalysisPanel>
  );
}

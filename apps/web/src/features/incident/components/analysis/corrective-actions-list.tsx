import { MESSAGES, type StoredCorrectiveAction } from '@app/contracts';
import { List } from '@mantine/core';
import { useState } from 'react';
import { ANALYSIS_STRINGS as S } from '../../analysis-strings';
import { type UpdateCorrectiveActionBody, useAssignableUsers } from '../../api/analysis';
import { failureMessage } from '../../utils/errors';
import { AnalysisPanel } from './analysis-panel';
import { type AssigneeOption, CorrectiveActionItem } from './corrective-action-item';
import { useUpdateCorrectiveAction } from './use-analysis-mutations';
import { VerificationModal } from './verification-modal';

/** Spec 02 section 2: the corrective actions list; PLANNED -> IN_PROGRESS -> COMPLETED. */
export function CorrectiveActionsList({
  incidentId,
  actions,
  canManage,
}: {
  incidentId: string;
  actions: StoredCorrectiveAction[];
  canManage: boolean;
}) {
  const update = useUpdateCorrectiveAction(incidentId);
  const users = useAssignableUsers(canManage);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [completing, setCompleting] = useState<StoredCorrectiveAction | null>(null);

  const assignees: AssigneeOption[] = (users.data?.users ?? []).map((u) => ({
    value: u.id,
    label: `${u.first_name} ${u.last_name}`,
  }));

  const send = (action: StoredCorrectiveAction, body: UpdateCorrectiveActionBody) => {
    setErrors(({ [action.id]: _, ...rest }) => rest);
    update.mutate(
      { id: action.id, body },
      {
        onSuccess: () => setCompleting(null),
        onError: (error) => {
          setCompleting(null);
          setErrors((prev) => ({ ...prev, [action.id]: failureMessage(error, S.actionFailed) }));
        },
      },
    );
  };

  return (
    <AnalysisPanel title={MESSAGES.analysis.correctiveActionsTitle} aiProposed={false}>
      <List spacing="lg" listStyleType="none">
        {actions.map((action) => (
          <List.Item key={action.id}>
            <CorrectiveActionItem
              action={action}
              canManage={canManage}
              assignees={assignees}
              busy={update.isPending}
              error={errors[action.id] ?? null}
              onAssign={(userId) => send(action, { assignee_user_id: userId })}
              onStart={() => send(action, { status: 'IN_PROGRESS' })}
              onComplete={() => setCompleting(action)}
            />
          </List.Item>
        ))}
      </List>
      <VerificationModal
        key={completing?.id ?? 'none'}
        opened={completing !== null}
        method={completing?.verification_method ?? ''}
        busy={update.isPending}
        onClose={() => setCompleting(null)}
        onSubmit={(note) => completing && send(completing, { status: 'COMPLETED', verification_note: note })}
      />
    </AnalysisPanel>
  );
}

import { ACTION_TYPE_LABELS, type StoredCorrectiveAction } from '@app/contracts';
import { Alert, Badge, Button, Group, NativeSelect, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { ANALYSIS_STRINGS as S } from '../../analysis-strings';
import { formatDateTime, formatIncidentDate } from '../../utils/format';
import { Field } from '../fields';
import classes from '../incident-report.module.css';
import { AiProposedBadge } from './analysis-panel';

export type AssigneeOption = { value: string; label: string };

type Props = {
  action: StoredCorrectiveAction;
  canManage: boolean;
  assignees: AssigneeOption[];
  busy: boolean;
  error: string | null;
  onAssign: (userId: string | null) => void;
  onStart: () => void;
  onComplete: () => void;
};

const STATUS_COLOURS = { PLANNED: 'gray', IN_PROGRESS: 'blue', COMPLETED: 'green' } as const;

/** The current assignee stays selectable even when they are not in the active list any more. */
function withCurrent(options: AssigneeOption[], action: StoredCorrectiveAction): AssigneeOption[] {
  const id = action.assignee_user_id;
  if (!id || options.some((o) => o.value === id)) return options;
  return [{ value: id, label: action.assignee_name ?? id }, ...options];
}

export function CorrectiveActionItem({
  action,
  canManage,
  assignees,
  busy,
  error,
  onAssign,
  onStart,
  onComplete,
}: Props) {
  const titleId = useId();
  const typeLabel = ACTION_TYPE_LABELS[action.action_type];
  return (
    <article aria-labelledby={titleId}>
      <Group gap="xs" mb={4}>
        <Title order={3} size="h5" id={titleId}>
          {`${typeLabel}: ${action.description}`}
        </Title>
        <AiProposedBadge />
        <Badge color={STATUS_COLOURS[action.status]} radius="sm" size="sm">
          {action.status}
        </Badge>
      </Group>
      <dl className={classes.list}>
        <Field label={S.type}>{typeLabel}</Field>
        <Field label={S.priority}>{action.priority}</Field>
        <Field label={S.responsibleRole}>{action.responsible_person}</Field>
        <Field label={S.assignee}>{action.assignee_name ?? S.unassigned}</Field>
        <Field label={S.targetDate}>{formatIncidentDate(action.target_completion_date)}</Field>
        <Field label={S.verificationMethod}>{action.verification_method}</Field>
        {action.verification_note ? (
          <Field label={S.verificationNote}>{action.verification_note}</Field>
        ) : null}
      </dl>
      {action.completed_by_name && action.completed_at ? (
        <Text size="sm" c="dimmed" mt={4}>
          {S.completedBy(action.completed_by_name, formatDateTime(action.completed_at))}
        </Text>
      ) : null}
      {error ? (
        <Alert color="red" role="alert" mt="xs">
          {error}
        </Alert>
      ) : null}
      {canManage && action.status !== 'COMPLETED' ? (
        <Group gap="xs" mt="xs" align="flex-end" className={classes.noPrint}>
          <NativeSelect
            size="xs"
            label={S.assignTo}
            value={action.assignee_user_id ?? ''}
            data={[{ value: '', label: S.unassigned }, ...withCurrent(assignees, action)]}
            onChange={(e) => onAssign(e.currentTarget.value || null)}
            disabled={busy}
          />
          {action.status === 'PLANNED' ? (
            <Button size="xs" onClick={onStart} disabled={busy}>
              {S.start}
            </Button>
          ) : (
            <Button size="xs" color="teal.9" onClick={onComplete} disabled={busy}>
              {S.complete}
            </Button>
          )}
        </Group>
      ) : null}
    </article>
  );
}
